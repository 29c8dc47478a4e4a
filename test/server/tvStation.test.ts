// TV as one channel across processes (server/tv/tvStation.ts): stations on one real LocalPresence stand for processes on
// one Redis, under a fake clock, with exhibitions made on paper. One leads and the others show what it published; when it
// dies another takes over within the lease and carries the same channel on: no jump mid-day, no second exhibition, the
// games still in turn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalPresence } from '@colyseus/core';
import { EXHIBITION_START_MS, TvDirector, type ListedTable } from '../../server/tv/tvDirector';
import { LEASE_SECONDS } from '../../server/tv/tvLease';
import { TvStation } from '../../server/tv/tvStation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A listed table: a real public game of pastry on day 1 unless told otherwise. */
function table(code: string, facts: Partial<ListedTable> = {}): ListedTable {
  return { code, game: 'pastry', name: `${code}'s voyage`, castDelay: 0, exhibition: false, liveliness: 0, chapter: 1, over: false, ...facts };
}

/** Processes sharing one presence and one list of tables; their exhibitions are made on paper. */
function world(count: number) {
  const presence = new LocalPresence();
  const started: string[] = [];
  const swept: string[] = [];
  let tables: ListedTable[] = [];
  const stations = Array.from({ length: count }, (_, i) => {
    const id = String.fromCharCode(65 + i);
    const director = new TvDirector({
      games: ['pastry', 'merchant'],
      startExhibition: async (game) => {
        started.push(game);
        return `EXH${started.length}`.padEnd(5, 'X');
      },
      endExhibition: async () => {},
    });
    return new TvStation({ presence: () => presence, director, list: async () => tables, sweep: async () => void swept.push(id), id });
  });
  return {
    stations,
    started,
    swept,
    list: (next: ListedTable[]) => {
      tables = next;
    },
  };
}

/** A second passes, and each of `stations` looks once. */
async function second(...stations: TvStation[]): Promise<void> {
  await vi.advanceTimersByTimeAsync(1000);
  for (const station of stations) await station.look();
}

describe('TV on several processes', () => {
  it('is one channel: one process leads and starts one exhibition, and every process shows the same table', async () => {
    const { stations, started, list } = world(3);
    await Promise.all(stations.map((s) => s.look()));
    expect(stations.filter((s) => s.isLeader).length).toBe(1);
    expect(started).toEqual(['pastry']);
    list([table('EXH1X', { exhibition: true })]);
    await second(...stations);
    await second(...stations); // the followers read what the leader published at its look
    expect(stations.map((s) => s.onAir?.code)).toEqual(['EXH1X', 'EXH1X', 'EXH1X']);
    expect(started).toEqual(['pastry']);
  });

  it('when the leader dies, another takes over within the lease and keeps the same table on air mid-day', async () => {
    const { stations, started, swept, list } = world(2);
    const [a, b] = stations;
    list([table('AAAAA', { liveliness: 1 })]);
    await a.look();
    await b.look();
    expect(a.isLeader).toBe(true);
    list([table('AAAAA', { liveliness: 1 }), table('BBBBB', { liveliness: 9 })]); // livelier, but mid-day
    await second(a, b);
    await second(a, b);
    expect(b.onAir?.code).toBe('AAAAA');
    // A dies: B shows what A published until the lease lapses, then leads, still on AAAAA until its day ends.
    let waited = 0;
    while (!b.isLeader) {
      expect(waited).toBeLessThanOrEqual(LEASE_SECONDS);
      expect(b.onAir?.code).toBe('AAAAA');
      await second(b);
      waited++;
    }
    expect(swept).toEqual(['A', 'B']); // each cleared out dead processes' rooms as it took the lease, before it looked
    expect(b.onAir?.code).toBe('AAAAA');
    list([table('AAAAA', { chapter: 2 }), table('BBBBB', { liveliness: 9 })]);
    await second(b);
    await second(b);
    expect(b.onAir?.code).toBe('BBBBB'); // at AAAAA's boundary (and its margin)
    expect(started).toEqual([]);
    await a.look(); // A only stalled: it comes back to B's channel, not to its own stale pick
    expect(a.isLeader).toBe(false);
    expect(a.onAir?.code).toBe('BBBBB');
  });

  it('when the leader dies while its exhibition sets sail, the next starts none beside it, and keeps the games in turn', async () => {
    const { stations, started, list } = world(2);
    const [a, b] = stations;
    await a.look();
    await b.look();
    expect(started).toEqual(['pastry']); // EXH1X, not listed yet: A dies
    for (let i = 0; i <= LEASE_SECONDS; i++) await second(b);
    expect(b.isLeader).toBe(true);
    expect(started).toEqual(['pastry']);
    list([table('EXH1X', { exhibition: true })]);
    await second(b);
    expect(b.onAir?.code).toBe('EXH1X');
    list([table('EXH1X', { exhibition: true, over: true })]);
    await second(b);
    expect(started).toEqual(['pastry', 'merchant']); // alternating as A would have
  });

  it('when the leader dies with the exhibition it ran, the next starts a new one as soon as it leads', async () => {
    const { stations, started, list } = world(2);
    const [a, b] = stations;
    await a.look();
    list([table('EXH1X', { exhibition: true })]);
    await second(a, b);
    expect(b.onAir?.code).toBe('EXH1X');
    list([]); // A dies, and its exhibition with it
    for (let i = 0; i <= LEASE_SECONDS; i++) await second(b);
    expect(b.isLeader).toBe(true);
    expect(started).toEqual(['pastry', 'merchant']);
  });

  it('when the leader dies and its exhibition never shows, the next starts another once the wait is over', async () => {
    const { stations, started } = world(2);
    const [a, b] = stations;
    await a.look();
    await b.look();
    await vi.advanceTimersByTimeAsync(EXHIBITION_START_MS);
    await b.look();
    expect(b.isLeader).toBe(true);
    expect(started).toEqual(['pastry', 'merchant']);
  });
});
