// R52 on the wire: after every step each seated client gets its private bits, naming the step (`state.step`) they belong
// to and arriving after that step's patch, so a client can tell a fresh legal list from the last step's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivateMessage } from '../../shared/pastry/protocol';
import { Captain } from './captain';
import { TIMERS_OFF, leaveAll, startTestServer, stateJson, until, type TestServer } from './harness';

/** What one client saw: the steps its state showed, and each private message with the step its state showed on arrival. */
function watch(captain: Captain): { steps: Set<number>; privates: { message: PrivateMessage; stateStep: number }[] } {
  const seen = { steps: new Set<number>(), privates: [] as { message: PrivateMessage; stateStep: number }[] };
  const stepNow = () => (captain.room.state as unknown as { step: number }).step;
  captain.room.onStateChange(() => seen.steps.add(stepNow()));
  captain.room.onMessage('private', (message: PrivateMessage) => seen.privates.push({ message, stateStep: stepNow() }));
  return seen;
}

describe('private bits name their step', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('every seat, acting or not, hears after each step, once its state shows that step', async () => {
    const anne = new Captain(await server.client().create('voyage', { name: 'Anne', captains: 4, pace: 0, seed: 'private-step-1', timers: TIMERS_OFF }));
    const bo = new Captain(await server.client().joinById(anne.room.roomId, { name: 'Bo' }));
    const watched = [watch(anne), watch(bo)];
    anne.room.send('start');
    await until(() => stateJson(anne.room).day >= 3 || stateJson(anne.room).status === 'over', 60_000, 'day 3');
    await until(() => watched.every((w) => w.privates.at(-1)?.message.step === stateJson(anne.room).step), 5000, 'the last bits');
    await leaveAll([anne.room, bo.room]);

    for (const [i, w] of watched.entries()) {
      const steps = [...w.steps].filter((s) => s > 0);
      expect(steps.length).toBeGreaterThan(10); // steps that come within one patch interval show as one patch
      const heard = new Set(w.privates.map((p) => p.message.step));
      // Each step this client's state showed was followed by its bits, whether or not this seat was the one to act.
      expect(steps.filter((s) => !heard.has(s))).toEqual([]);
      // Bits never came ahead of their patch (several steps inside one patch interval share it).
      expect(w.privates.filter((p) => p.message.step > p.stateStep)).toEqual([]);
      expect(w.privates.every((p) => p.message.seat === [anne, bo][i].seat)).toBe(true);
    }
  });
});
