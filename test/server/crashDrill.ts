// Crash under load: many voyages running (bots, a few people playing, the rest handed to bots, a watcher on each),
// the server killed with SIGKILL, restarted on the same data folder. Measures how long until every unfinished voyage is back
// under its code, how many steps any client had seen are missing from the store, and whether every person reclaims their seat.
// The CI test runs it small (crash.test.ts); `npm run bench:crash` runs it at full size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room } from 'colyseus.js';
import { VoyageStore } from '../../server/store/VoyageStore';
import { Captain } from './captain';
import { startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, leaveAll, listen, pause, until, type Inbox } from './harness';

/** How big a drill to run. */
export type DrillOptions = {
  voyages: number;
  people: number; // creators who keep playing; every other creator leaves by choice once started (a bot sails for them)
  playMs: number; // how long the voyages run before the kill
  log?: (line: string) => void;
};

/** What the drill found. */
export type DrillFigures = {
  voyages: number;
  unfinished: number; // voyages the store still had as playing at the kill
  reopened: number; // of those, how many the restarted server reopened under their code
  readyMs: number; // from starting the new process until it accepts clients, all voyages reopened
  restoreMs: number; // of that, the server's own reopening (the rest is starting Node and loading the code)
  stepsSeen: number; // steps clients had been shown, over all voyages
  stepsLost: number; // steps some client had seen that the store does not hold (must be 0)
  reclaimed: number; // people back in their own seat by seat token
};

/** One voyage of the drill: its creator (a person), a watcher, and what they saw. */
type Table = { code: string; person: Captain; seatToken: string; seat: number; watcher: Room; seen: Inbox; stays: boolean };

/** The highest step sequence a client was shown (the room's first publish, the start, carries no step). */
function stepsShown(inboxes: Inbox[]): number {
  const seq = Math.max(0, ...inboxes.flatMap((inbox) => inbox.events.map((e) => e.seq)));
  return Math.max(0, seq - 1);
}

/** Opens one table: made, started, watched; the creator keeps playing or leaves by choice. */
async function openTable(server: ChildServer, i: number, stays: boolean): Promise<Table> {
  const person = new Captain(await server.client().create('voyage', { name: `Person ${i}`, captains: 4, pace: 1, timers: TIMERS_OFF }), stays ? undefined : () => null);
  const code = person.room.roomId;
  await until(() => !!person.inbox.welcome?.seatToken, 10_000, `table ${i}'s welcome`);
  const watcher = await server.client().joinById(code, { name: `Watcher ${i}`, spectate: true });
  const seen = listen(watcher);
  person.room.send('start');
  await until(() => person.seat !== null, 10_000, `table ${i} to start`);
  if (!stays) {
    person.room.send('leave');
    await person.room.leave(true);
  }
  return { code, person, seatToken: person.inbox.welcome!.seatToken!, seat: person.seat!, watcher, seen, stays };
}

/** A request that met a reused keep-alive socket the server had just closed ("socket hang up") is simply sent again. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !/hang up|ECONNRESET/i.test((error as Error).message)) throw error;
    }
  }
}

/** Steps each voyage holds in the store, and which are unfinished. */
function storedSteps(dataDir: string, codes: string[]): Map<string, { steps: number; status: string }> {
  const store = new VoyageStore(dataDir);
  try {
    return new Map(
      codes.map((code) => {
        const stored = store.load(code);
        return [code, { steps: stored?.log.length ?? 0, status: stored?.status ?? 'missing' }];
      }),
    );
  } finally {
    store.close();
  }
}

/** Runs the drill and hands back its figures; it cleans up its processes and data folder. */
export async function crashDrill({ voyages, people, playMs, log = () => {} }: DrillOptions): Promise<DrillFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-crash-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
  const servers: ChildServer[] = [];
  const tables: Table[] = [];
  const rooms: Room[] = [];
  try {
    const first = await startChildServer(env);
    servers.push(first);
    for (let i = 0; i < voyages; i += 10) {
      tables.push(...(await Promise.all(Array.from({ length: Math.min(10, voyages - i) }, (_, k) => openTable(first, i + k, i + k < people)))));
    }
    log(`${tables.length} voyages running (${people} with a person playing); playing ${playMs} ms before the kill`);
    await pause(playMs);

    const shown = new Map(tables.map((t) => [t.code, stepsShown([t.seen, t.person.inbox])]));
    await first.stop('SIGKILL');
    // What clients saw by the kill: anything still arriving was sent before it, so take the count once they notice.
    await until(() => tables.every((t) => t.seen.left !== null), 10_000, 'the watchers to notice the kill');
    for (const t of tables) shown.set(t.code, stepsShown([t.seen, t.person.inbox]));
    const stored = storedSteps(
      dataDir,
      tables.map((t) => t.code),
    );
    const unfinished = tables.filter((t) => stored.get(t.code)!.status === 'playing').map((t) => t.code);
    let stepsLost = 0;
    for (const t of tables) stepsLost += Math.max(0, shown.get(t.code)! - stored.get(t.code)!.steps);
    const stepsSeen = [...shown.values()].reduce((a, b) => a + b, 0);

    const restartAt = performance.now();
    const second = await startChildServer(env, 60_000);
    const readyMs = performance.now() - restartAt;
    servers.push(second);
    const reopened = new Set(/reopened \d+ voyage\(s\): ([A-Z, ]+)/.exec(second.output())?.[1].split(', ') ?? []);
    const restoreMs = Number(/Reopening \d+ voyage\(s\) took (\d+) ms/.exec(second.output())?.[1] ?? NaN);
    log(`restarted: ready in ${readyMs.toFixed(0)} ms (reopening took ${restoreMs} ms), ${reopened.size} of ${unfinished.length} unfinished voyages reopened`);

    let reclaimed = 0;
    for (let i = 0; i < tables.length; i += 10) {
      await Promise.all(
        tables.slice(i, i + 10).map(async (t) => {
          if (!reopened.has(t.code)) return;
          const back = await withRetries(() => second.client().joinById(t.code, { name: 'Back', seatToken: t.seatToken }));
          rooms.push(back);
          const inbox = listen(back);
          await until(() => inbox.welcome !== null, 10_000, `the welcome back to ${t.code}`);
          if (inbox.welcome!.seat === t.seat && inbox.welcome!.seatToken === t.seatToken) reclaimed += 1;
        }),
      );
    }
    return { voyages: tables.length, unfinished: unfinished.length, reopened: unfinished.filter((c) => reopened.has(c)).length, readyMs, restoreMs, stepsSeen, stepsLost, reclaimed };
  } finally {
    await leaveAll(rooms);
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    if (process.env.KEEP_CRASH_DATA) log(`data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
