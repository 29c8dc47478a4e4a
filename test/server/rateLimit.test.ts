// Rate limit (production budget: about 20 messages a second, a burst of 20): a flood from one client is
// throttled with 'rate-limited' errors, sustained abuse disconnects it, and the others play on.
import { describe, expect, it } from 'vitest';
import { CLOSE_ABUSE } from '../../shared/table/closeCodes';
import { DEFAULT_RATE_LIMITS } from '../../shared/table/tokenBucket';
import { Captain, playLikeABot } from './captain';
import { brokenInvariants, pause, stateJson, until, useTestServer } from './harness';

/** A photo of a creature that never surfaced: the engine refuses it, so every message that passes the limit gets one error too. */
const BOGUS = { type: 'photo', sighting: 'sighting-none' };

describe('rate limit', () => {
  const { server, rooms } = useTestServer();

  it('throttles a flood, disconnects sustained abuse, and the others play on (the dropped seat times out to a bot, R51)', async () => {
    const { burst, abuseDrops } = DEFAULT_RATE_LIMITS;
    const good = new Captain(
      await server()
        .client()
        .create('voyage', { name: 'Sam', captains: 3, pace: 0, seed: 'flood-1', timers: { turnMs: 1000, decisionMs: 1000, namingMs: 1000 } }),
    );
    const code = good.room.roomId;
    let flooding = false;
    const flooder = new Captain(await server().client().joinById(code, { name: 'Flo' }), (view, legal) => (flooding ? null : playLikeABot(view, legal)));
    rooms.push(good.room, flooder.room);
    await until(() => flooder.inbox.welcome !== null, 5000, "Flo's welcome");
    good.room.send('start');
    await until(() => stateJson(good.room).view?.day >= 2, 20_000, 'day 2');

    // A burst of 60: the first `burst` pass (and the engine refuses each), the rest are dropped with 'rate-limited'.
    flooding = true;
    await pause(1100); // Flo's own moves spent tokens; a second refills the bucket
    const errors = () => flooder.inbox.errors;
    const before = errors().length;
    for (let i = 0; i < 60; i++) flooder.room.send('action', BOGUS);
    await until(() => errors().length - before === 60, 5000, 'a reply to each of the 60');
    const replies = errors().slice(before);
    const limited = replies.filter((e) => e.code === 'rate-limited').length;
    expect(limited).toBeGreaterThanOrEqual(60 - burst - 5); // a few tokens refill while the burst arrives on a busy machine
    expect(limited).toBeLessThanOrEqual(60 - burst);
    expect(replies.filter((e) => e.code === 'no-such-sighting').length).toBe(60 - limited);
    expect(flooder.inbox.left).toBeNull();

    // Keep it up and the room hangs up on the flooder.
    await pause(1100);
    for (let i = 0; i < abuseDrops + 100; i++) flooder.room.send('action', BOGUS);
    await until(() => flooder.inbox.left !== null, 5000, 'the flooder to be cut off');
    expect(flooder.inbox.left).toBe(CLOSE_ABUSE);
    // Both floods fall within one abuse window: the room hangs up at its `abuseDrops`-th dropped message, replying to each.
    expect(errors().filter((e) => e.code === 'rate-limited').length).toBe(abuseDrops);
    const seat = flooder.seat!;
    await until(() => stateJson(good.room).view?.captains[seat].connected === false, 5000, "the flooder's seat to show away");

    await until(() => stateJson(good.room).status === 'over', 60_000, 'the voyage to end');
    await pause(100);
    const final = stateJson(good.room);
    expect(good.inbox.errors).toEqual([]);
    expect(brokenInvariants(final)).toEqual([]);
    expect(final.view.captains[seat]).toMatchObject({ name: 'Flo', connected: false, auto: true, bot: true });
  });

  it("puts 'leave' behind the same limit as every other message", async () => {
    const { burst } = DEFAULT_RATE_LIMITS;
    const sam = new Captain(await server().client().create('voyage', { name: 'Sam', captains: 2, pace: 0, private: true }));
    rooms.push(sam.room);
    await until(() => sam.inbox.welcome !== null, 5000, "Sam's welcome");
    await pause(1100); // a full bucket
    for (let i = 0; i < 60; i++) sam.room.send('leave');
    await until(() => sam.inbox.errors.length >= 60 - burst - 5, 5000, 'the dropped leaves to be answered');
    expect(new Set(sam.inbox.errors.map((e) => e.code))).toEqual(new Set(['rate-limited']));
    expect(sam.inbox.errors.length).toBeLessThanOrEqual(60 - burst);
  });
});
