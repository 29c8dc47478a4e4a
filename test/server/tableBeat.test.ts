// Written before shown, on the server's one beat (server/table/tableBeat.ts): every room's clock runs, then the steps it made
// are written in one transaction, then every room patches; a room's patch never runs its clock (a step made there would be
// shown before it was written); and no patch leaves while a step it may carry is still unwritten.
import { matchMaker, SchemaSerializer } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepWrites } from '../../server/store/stepWrites';
import { TableBeat, type BeatMember } from '../../server/table/tableBeat';
import { Captain } from './captain';
import { TIMERS_OFF, until, useTestServer } from './harness';

/** A member that logs its parts under `name`, and its faults. */
function member(log: string[], name: string, throwsOn?: 'tick' | 'patch'): BeatMember {
  const part = (which: 'tick' | 'patch') => () => {
    log.push(`${name} ${which}`);
    if (throwsOn === which) throw new Error(`${name} broke`);
  };
  return { tick: part('tick'), patch: part('patch'), fail: (error) => log.push(`${name} failed: ${(error as Error).message}`) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the table beat', () => {
  it('runs every room clock, then writes once, then patches every room', () => {
    const log: string[] = [];
    const beat = new TableBeat(50, () => log.push('write'));
    beat.join(member(log, 'A'));
    beat.join(member(log, 'B'));
    beat.beat();
    expect(log).toEqual(['A tick', 'B tick', 'write', 'A patch', 'B patch']);
  });

  it('hands a room its own fault and still patches the others', () => {
    const log: string[] = [];
    const beat = new TableBeat(50, () => log.push('write'));
    beat.join(member(log, 'A', 'tick'));
    beat.join(member(log, 'B'));
    beat.beat();
    expect(log).toEqual(['A tick', 'A failed: A broke', 'B tick', 'write', 'A patch', 'B patch']);
  });

  it('runs the rooms a slice at a time, each slice written before shown, and lets the server read its sockets between slices', async () => {
    const log: string[] = [];
    const beat = new TableBeat(50, () => log.push('write'), 2);
    const rooms = ['A', 'B', 'C', 'D', 'E'].map((name) => member(log, name));
    for (const room of rooms) beat.join(room);
    beat.beat();
    expect(log).toEqual(['A tick', 'B tick', 'write', 'A patch', 'B patch']);
    beat.beat(); // a beat whose slices are still to run is not started again
    expect(log).toHaveLength(5);
    await new Promise((r) => setImmediate(r));
    expect(log.slice(5)).toEqual(['C tick', 'D tick', 'write', 'C patch', 'D patch']);
    await new Promise((r) => setImmediate(r));
    expect(log.slice(10)).toEqual(['E tick', 'write', 'E patch']);
    log.length = 0;
    beat.beat();
    expect(log).toEqual(['A tick', 'B tick', 'write', 'A patch', 'B patch']);
    for (const room of rooms) beat.leave(room);
  });

  it('skips a room that left between slices', async () => {
    const log: string[] = [];
    const beat = new TableBeat(50, () => log.push('write'), 1);
    const a = member(log, 'A');
    const b = member(log, 'B');
    beat.join(a);
    beat.join(b);
    beat.beat();
    beat.leave(b);
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['A tick', 'write', 'A patch', 'write']);
    beat.leave(a);
  });

  it('beats only while a room is on it', () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const beat = new TableBeat(50, () => log.push('write'));
    const a = member(log, 'A');
    vi.advanceTimersByTime(200);
    expect(log).toEqual([]);
    beat.join(a);
    vi.advanceTimersByTime(100);
    expect(log.filter((l) => l === 'write')).toHaveLength(2);
    beat.leave(a);
    log.length = 0;
    vi.advanceTimersByTime(200);
    expect(log).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('written before shown, in a running room', () => {
  const { server, rooms } = useTestServer();

  it('runs no clock inside a patch: a timer due now waits for the beat', async () => {
    const room = await server().client().create('voyage', { name: 'Beat', captains: 2, private: true });
    rooms.push(room);
    const local = matchMaker.getLocalRoomById(room.roomId)!;
    let ran = 0;
    local.clock.setTimeout(() => ran++, 0);
    local.broadcastPatch();
    expect(ran).toBe(0);
    await until(() => ran === 1, 5000, 'the beat to run the timer');
  });

  it('sends no patch while a step is still unwritten, through a game of bots and a person', async () => {
    let unwritten = 0;
    let patchesOverUnwritten = 0;
    let patches = 0;
    const queue = StepWrites.prototype.queue;
    const flush = StepWrites.prototype.flush;
    const applyPatches = SchemaSerializer.prototype.applyPatches;
    vi.spyOn(StepWrites.prototype, 'queue').mockImplementation(function (this: StepWrites, ...args) {
      unwritten += 1;
      return queue.apply(this, args);
    });
    vi.spyOn(StepWrites.prototype, 'flush').mockImplementation(function (this: StepWrites) {
      unwritten = 0;
      return flush.apply(this);
    });
    vi.spyOn(SchemaSerializer.prototype, 'applyPatches').mockImplementation(function (this: SchemaSerializer<never>, ...args) {
      patches += 1;
      if (unwritten > 0) patchesOverUnwritten += 1;
      return applyPatches.apply(this, args);
    });
    const captain = new Captain(await server().client().create('voyage', { name: 'Pia', captains: 4, bots: 'easy', pace: 0, seed: 'beat-1', timers: TIMERS_OFF, private: true }));
    rooms.push(captain.room);
    captain.room.send('start');
    await until(() => (captain.room.state as { step?: number }).step! >= 60, 30_000, 'the person and the bots to play 60 steps');
    expect(patches).toBeGreaterThan(0);
    expect(patchesOverUnwritten).toBe(0);
  });
});
