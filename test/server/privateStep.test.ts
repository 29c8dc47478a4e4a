// R52 on the wire: a seated client gets its private bits naming the step (`state.step`) they belong to, after that step's
// patch, so a client can tell a fresh legal list from the last step's. The seat that must act hears after every step; a
// seat that may not is told only when its bits change, never the same empty list twice (the room's CPU and bytes per step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../shared/pastry/index';
import type { PrivateMessage } from '../../shared/pastry/protocol';
import { wholePrivate } from '../../shared/table/messages';
import type { PrivateWire } from '../../shared/table/privateWire';
import { readPrivate } from './readWire';
import { Captain } from './captain';
import { TIMERS_OFF, leaveAll, listen, startTestServer, stateJson, until, type Inbox, type TestServer } from './harness';

/** What one client saw: the steps its state showed (with the seat to act), and each private message with the step its state showed on arrival. */
function watch(captain: Captain): { steps: Map<number, number | undefined>; privates: { message: PrivateMessage; stateStep: number }[] } {
  const seen = { steps: new Map<number, number | undefined>(), privates: [] as { message: PrivateMessage; stateStep: number }[] };
  const stepNow = () => (captain.room.state as unknown as { step: number }).step;
  captain.room.onStateChange(() => seen.steps.set(stepNow(), stateJson(captain.room).view.actor));
  let bits: PrivateMessage | null = null;
  captain.room.onMessage('private', (wire: PrivateWire) => {
    bits = wholePrivate(bits, readPrivate<Action>(captain.room, wire)) as PrivateMessage;
    seen.privates.push({ message: bits, stateStep: stepNow() });
  });
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

  it('a seat that hears again with the same legal list and recipe is sent only its seat and the step', async () => {
    const rooms = [await server.client().create('voyage', { name: 'Anne', captains: 2, pace: 0, seed: 'private-step-2', timers: TIMERS_OFF })];
    const inboxes = [listen(rooms[0])];
    rooms.push(await server.client().joinById(rooms[0].roomId, { name: 'Bo' }));
    inboxes.push(listen(rooms[1]));
    const updates = (inbox: Inbox) => inbox.raw.filter((m) => m.startsWith('private ')).map((m) => JSON.parse(m.slice('private '.length)));
    rooms[0].send('start');
    await until(() => inboxes.some((inbox) => inbox.private?.legal.length), 10_000, 'a seat to act');
    const actor = inboxes.findIndex((inbox) => inbox.private?.legal.length);
    const before = inboxes[actor].private!;
    expect(Object.keys(updates(inboxes[actor])[0]).sort()).toEqual(['legal', 'recipe', 'seat', 'step']); // the first is whole
    const told = updates(inboxes[actor]).length;
    await rooms[1 - actor].leave(true); // a bot takes the other ship at once: a step that changes nothing this seat may do
    await until(() => updates(inboxes[actor]).length > told, 5000, 'the next step told to the seat to act');
    const update = updates(inboxes[actor]).at(-1);
    expect(update).toEqual({ seat: before.seat, step: stateJson(rooms[actor]).step });
    expect(update.step).toBeGreaterThan(before.step);
    expect(inboxes[actor].private).toEqual({ ...before, step: update.step }); // the client's whole bits: the same list, now for this step
    await leaveAll(rooms);
  });
});
