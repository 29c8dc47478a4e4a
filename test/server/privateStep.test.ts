// R52 on the wire: a seated client gets its private bits naming the step (`state.step`) they belong to, after that step's
// patch, so a client can tell a fresh legal list from the last step's. The seat that must act hears after every step; a
// seat that may not is told only when its bits change, never the same empty list twice (issue 30: the room's CPU per step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivateMessage } from '../../shared/pastry/protocol';
import { Captain } from './captain';
import { TIMERS_OFF, leaveAll, startTestServer, stateJson, until, type TestServer } from './harness';

/** What one client saw: the steps its state showed (with the seat to act), and each private message with the step its state showed on arrival. */
function watch(captain: Captain): { steps: Map<number, number | undefined>; privates: { message: PrivateMessage; stateStep: number }[] } {
  const seen = { steps: new Map<number, number | undefined>(), privates: [] as { message: PrivateMessage; stateStep: number }[] };
  const stepNow = () => (captain.room.state as unknown as { step: number }).step;
  captain.room.onStateChange(() => seen.steps.set(stepNow(), stateJson(captain.room).view.actor));
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

  it('the seat to act hears after each step; a seat that may not act is not told the same thing twice', async () => {
    const anne = new Captain(await server.client().create('voyage', { name: 'Anne', captains: 4, pace: 0, seed: 'private-step-1', timers: TIMERS_OFF }));
    const bo = new Captain(await server.client().joinById(anne.room.roomId, { name: 'Bo' }));
    const watched = [watch(anne), watch(bo)];
    anne.room.send('start');
    await until(() => stateJson(anne.room).view?.day >= 6 || stateJson(anne.room).status === 'over', 60_000, 'day 6');
    await until(() => watched.every((w) => (w.privates.at(-1)?.message.legal.length ? w.privates.at(-1)?.message.step === stateJson(anne.room).step : true)), 5000, 'the last bits');
    await leaveAll([anne.room, bo.room]);

    for (const [i, w] of watched.entries()) {
      const seat = [anne, bo][i].seat;
      const ownSteps = [...w.steps].filter(([s, actor]) => s > 0 && actor === seat).map(([s]) => s);
      expect(ownSteps.length).toBeGreaterThan(3); // steps that come within one patch interval show as one patch
      const heard = new Set(w.privates.map((p) => p.message.step));
      // Each step this client's state showed with this seat to act was followed by its bits.
      expect(ownSteps.filter((s) => !heard.has(s))).toEqual([]);
      // While the seat may not act, nothing new is sent: no empty list follows another with the same bits.
      const repeats = w.privates.filter((p, n) => n > 0 && !p.message.legal.length && !w.privates[n - 1].message.legal.length && p.message.recipe?.name === w.privates[n - 1].message.recipe?.name);
      expect(repeats).toEqual([]);
      expect(w.privates.length).toBeLessThan(w.steps.size); // so the other seats' steps were not each told
      // Bits never came ahead of their patch (several steps inside one patch interval share it).
      expect(w.privates.filter((p) => p.message.step > p.stateStep)).toEqual([]);
      expect(w.privates.every((p) => p.message.seat === seat)).toBe(true);
    }
  });
});
