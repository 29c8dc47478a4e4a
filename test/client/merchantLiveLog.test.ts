// The Merchant table's live log against the events: each event's line is told once, in the show's order, and never
// before its show starts (a line told twice was seen); a story told again on a reconnect holds what was told before it.
import { describe, expect, it } from 'vitest';
import { LiveLog, logLines, toldLive, type LiveLines } from '../../client/games/merchant/hud/liveLog';
import type { ShowClock } from '../../client/games/merchant/show/showClock';
import { ShowClock as ShellShowClock } from '../../client/shell/show/showClock';
import type { MerchantEvent } from '../../shared/merchant/types';
import { merchantAnimationMs } from '../../shared/merchant/pacing';

type Timed = MerchantEvent & { ms: number };

/** A table's view of the show: a timeline of its own, batches placed on it as the store places them, and a log told from it. */
function table() {
  const clock = new ShellShowClock() as unknown as ShowClock;
  const log = new LiveLog(clock);
  const told: string[] = [];
  return {
    told,
    /** A step's events arrive: placed after whatever still plays, then the table looks (the batch's effect). */
    arrive(at: number, events: MerchantEvent[]) {
      const list = events.map((e) => ({ ...e, ms: merchantAnimationMs(e) })) as Timed[];
      clock.add(list, at);
      told.push(...log.started(clock, at).map((e) => e.type));
    },
    /** The show reaches `at` (an event boundary: the table looks again). */
    look(at: number) {
      told.push(...log.started(clock, at).map((e) => e.type));
    },
  };
}

const loaded: MerchantEvent = { type: 'loaded', seat: 1, ship: 0, cargo: 1 };
const launched: MerchantEvent = { type: 'launched', seat: 1, ship: 0, position: 1 };
const passed: MerchantEvent = { type: 'passed', seat: 0 };

describe("the Merchant table's live log", () => {
  it('tells a batch with nothing to show, then one with a show, each event once', () => {
    const t = table();
    t.arrive(1000, [loaded]);
    t.arrive(1100, [launched]);
    t.look(1100 + merchantAnimationMs(launched) + 1);
    expect(t.told).toEqual(['loaded', 'launched']);
  });

  it('tells an event only once its show starts, after what still plays, in order', () => {
    const t = table();
    t.arrive(0, [launched]);
    t.arrive(10, [passed]); // nothing to show, but the launch still sails: it waits its turn
    expect(t.told).toEqual(['launched']);
    t.look(merchantAnimationMs(launched) + 1);
    expect(t.told).toEqual(['launched', 'passed']);
    t.look(10_000);
    expect(t.told).toEqual(['launched', 'passed']);
  });
});

describe("the Merchant log's lines against a story told again (a reconnect's history)", () => {
  const words = (events: MerchantEvent[]) => events.map((e) => e.type);

  it('tells each event once: the lines told live before the story came are in it, and nothing on the timeline is told again', () => {
    const clock = new ShellShowClock() as unknown as ShowClock;
    const log = new LiveLog(clock);
    const joined: MerchantEvent[] = [];
    // live, before the drop: the launch plays, the pass still waits on the timeline
    clock.add(
      [
        { ...launched, ms: 1000 },
        { ...loaded, ms: 0 },
      ] as Timed[],
      0,
    );
    let live: LiveLines = { story: joined, lines: [] };
    live = toldLive(live, joined, words(log.started(clock, 10)), 400);
    expect(logLines(words(joined), joined, live)).toEqual(['launched']);

    // back: the room's story holds both, and the waiting one is not told again when its show starts
    const story: MerchantEvent[] = [launched, loaded];
    log.storyCame(clock);
    expect(logLines(words(story), story, live)).toEqual(['launched', 'loaded']);
    live = toldLive(live, story, words(log.started(clock, 2000)), 400);
    expect(logLines(words(story), story, live)).toEqual(['launched', 'loaded']);

    // then the next step's events are told after the story, once each
    clock.add([{ ...passed, ms: 0 }] as Timed[], 3000);
    live = toldLive(live, story, words(log.started(clock, 3000)), 400);
    expect(logLines(words(story), story, live)).toEqual(['launched', 'loaded', 'passed']);
  });
});
