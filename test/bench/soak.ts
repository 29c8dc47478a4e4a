// `npm run soak`: the soak. Keeps N voyages of bots sailing with pacing on (each is made and started by a person who then
// leaves it to a bot, and watched by a spectator), starts a fresh one as each ends, and checks that every ended voyage released
// its room. Samples the server's memory every few seconds and prints each minute's mean (voyages end and restart in waves, so one
// sample swings by a hundred MB); the verdict compares the mean RSS of the baseline minute with the last minute's (at most 10 %).
// Voyages start one by one over the first --ramp-seconds, as people arrive, not all at once: started together they would end
// and restart together, and the process would still be warming up (its heap growing to its working size) in minute 3.
// Flags: --voyages N (200), --minutes M (10), --ramp-seconds R (60), --sample-seconds S (10), --baseline-minute B (3),
// --pace P (1), --day-limit D.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Room } from 'colyseus.js';
import { buildTestServer, startChildServer, type ChildServer } from '../server/child';
import { listen, pause, until } from '../server/harness';

const { values } = parseArgs({
  options: {
    voyages: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    'ramp-seconds': { type: 'string', default: '60' },
    'sample-seconds': { type: 'string', default: '10' },
    'baseline-minute': { type: 'string', default: '3' },
    pace: { type: 'string', default: '1' },
    'day-limit': { type: 'string' },
  },
});
const VOYAGES = Number(values.voyages);
const DURATION_MS = Number(values.minutes) * 60_000;
const RAMP_MS = Number(values['ramp-seconds']) * 1000;
const SAMPLE_MS = Number(values['sample-seconds']) * 1000;
const BASELINE_MS = Number(values['baseline-minute']) * 60_000;
const PACE = Number(values.pace);
const DAY_LIMIT = values['day-limit'] ? Number(values['day-limit']) : undefined;

/** What the soak counts as it goes. */
const tally = { started: 0, ended: 0, released: 0, unreleased: [] as string[], failures: 0, extraRooms: 0 };

/** What the server's /health says of itself (megabytes). */
type Health = { rooms: number; clients: number; heapMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number; heapSpacesMb: Record<string, number> };

/** The server's memory, as its own /health reports it (heap) and the kernel sees it (RSS). */
async function sample(server: ChildServer): Promise<Health & { rssMb: number }> {
  const health = (await (await fetch(`http://127.0.0.1:${server.port}/health`)).json()) as Health;
  if (health.rooms > VOYAGES) tally.extraRooms = Math.max(tally.extraRooms, health.rooms - VOYAGES); // each seat holds one room at a time
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))?.[1] ?? NaN);
  return { ...health, rssMb: rssKb / 1024 };
}

/**
 * Whether the room of an ended voyage is gone: joining its code must fail. A room disposes a moment after its last client
 * leaves (later on a loaded machine, and a checker that got in holds it open until it leaves), so it gets a few tries.
 */
async function released(server: ChildServer, code: string): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const room = await server.client().joinById(code, { name: 'Checker', spectate: true });
      listen(room);
      await room.leave(true);
      await pause(2000);
    } catch {
      return true;
    }
  }
  return false;
}

/** One seat of the soak: a voyage after another until time is up. */
async function keepSailing(server: ChildServer, slot: number, running: () => boolean): Promise<void> {
  while (running()) {
    let watcher: Room | null = null;
    try {
      const person = await server.client().create('voyage', { name: `Soak ${slot}`, captains: 4, pace: PACE, ...(DAY_LIMIT ? { timers: { dayLimit: DAY_LIMIT } } : {}) });
      const code = person.roomId;
      const inbox = listen(person);
      await until(() => inbox.welcome !== null, 10_000, 'the welcome');
      watcher = await server.client().joinById(code, { name: `Watcher ${slot}`, spectate: true });
      const seen = listen(watcher);
      person.send('start');
      await until(() => (watcher!.state as unknown as { status: string }).status === 'playing', 10_000, 'the start');
      person.send('leave');
      await person.leave(true);
      tally.started += 1;
      while (running() && (watcher.state as unknown as { status: string }).status !== 'over' && seen.left === null) await pause(500);
      if ((watcher.state as unknown as { status: string }).status !== 'over') break; // time is up (or the room went away)
      await watcher.leave(true);
      watcher = null;
      tally.ended += 1;
      await pause(1000);
      if (await released(server, code)) tally.released += 1;
      else tally.unreleased.push(code);
    } catch (error) {
      tally.failures += 1;
      console.error(`soak ${slot}: ${(error as Error).message}`);
      await pause(1000);
    } finally {
      if (watcher?.connection.isOpen) await watcher.leave(true).catch(() => 0);
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pastry-soak-'));
buildTestServer(); // the server as `npm start` runs it
const server = await startChildServer({ DATA_DIR: dataDir, NODE_ENV: 'production', ...(PACE !== 1 ? { PASTRY_TEST_SEEDS: '1' } : {}) }); // a pace other than 1 is a test option
const began = performance.now();
const elapsed = () => performance.now() - began;
const running = () => elapsed() < DURATION_MS;
console.log(
  `soak    ${VOYAGES} voyages of bots, pace ${PACE}${DAY_LIMIT ? `, day limit ${DAY_LIMIT}` : ''}, for ${values.minutes} min, ` +
    `starting over the first ${RAMP_MS / 1000} s; a sample every ${SAMPLE_MS / 1000} s`,
);
const seats: Promise<void>[] = [];
const arrivals = (async () => {
  for (let i = 0; i < VOYAGES && running(); i++) {
    seats.push(keepSailing(server, i, running));
    await pause(RAMP_MS / VOYAGES);
  }
})();
/** One reading of the server's memory, `atMs` into the soak. */
type Sample = Health & { rssMb: number; atMs: number };
/** The measures a minute is judged by. */
type Measure = 'rssMb' | 'heapMb' | 'heapTotalMb' | 'externalMb' | 'arrayBuffersMb';
const samples: Sample[] = [];
/** The samples taken in minute m (from m to m + 1). Voyages end and restart in waves, so a minute's mean is steadier than any one sample. */
const minuteOf = (m: number) => samples.filter((x) => x.atMs >= m * 60_000 && x.atMs < (m + 1) * 60_000);
/** A measure's mean over minute m. */
function minuteMean(m: number, key: Measure): number {
  const of = minuteOf(m);
  return of.reduce((sum, x) => sum + x[key], 0) / of.length;
}
/** A minute's figures on one line: each measure's mean, and RSS's range. */
function describeMinute(m: number): string {
  const avg = (key: Measure) => minuteMean(m, key).toFixed(0);
  const rss = minuteOf(m).map((x) => x.rssMb);
  return `RSS ${avg('rssMb')} MB (${Math.min(...rss).toFixed(0)} to ${Math.max(...rss).toFixed(0)}), heap ${avg('heapMb')} of ${avg('heapTotalMb')} MB, external ${avg('externalMb')} MB (array buffers ${avg('arrayBuffersMb')})`;
}
let printedMinute = -1;
while (running()) {
  await pause(Math.min(SAMPLE_MS, DURATION_MS - elapsed()) + 5);
  const s = await sample(server);
  samples.push({ atMs: elapsed(), ...s });
  const minute = Math.floor(elapsed() / 60_000) - 1; // the last whole minute
  if (minute > printedMinute && minuteOf(minute).length) {
    printedMinute = minute;
    console.log(
      `soak    minute ${minute + 1}: ${describeMinute(minute)}; now ${s.rooms} rooms, ${s.clients} clients, heap spaces ${Object.entries(s.heapSpacesMb)
        .filter(([, size]) => size > 0)
        .map(([name, size]) => `${name} ${size}`)
        .join(', ')} MB; ` + `${tally.started} voyages started, ${tally.ended} ended, ${tally.released} released, ${tally.unreleased.length} not released, ${tally.failures} failures`,
    );
  }
}
await arrivals;
await Promise.all(seats);
await server.stop('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const baselineMinute = Math.floor(BASELINE_MS / 60_000) - 1; // "minute 3" is the third minute, from 2:00 to 3:00
const lastMinute = Math.floor(samples[samples.length - 1].atMs / 60_000) - 1;
const growth = (a: number, b: number) => (100 * (b - a)) / a;
const rssOf = (m: number) => minuteMean(m, 'rssMb');
const heapOf = (m: number) => minuteMean(m, 'heapMb');
const rssGrowth = growth(rssOf(baselineMinute), rssOf(lastMinute));
console.log(
  `soak    minute ${baselineMinute + 1} to minute ${lastMinute + 1} (means of ${minuteOf(baselineMinute).length} and ${minuteOf(lastMinute).length} samples): ` +
    `RSS ${rssOf(baselineMinute).toFixed(0)} -> ${rssOf(lastMinute).toFixed(0)} MB (${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)} %), ` +
    `heap ${heapOf(baselineMinute).toFixed(0)} -> ${heapOf(lastMinute).toFixed(0)} MB (${growth(heapOf(baselineMinute), heapOf(lastMinute)).toFixed(1)} %); ` +
    `${tally.ended} voyages ended, ${tally.released} released their room${tally.unreleased.length ? `, NOT released: ${tally.unreleased.join(', ')}` : ''}`,
);
if (tally.extraRooms) console.log(`soak    up to ${tally.extraRooms} more rooms open than voyages sailing: rooms were left behind`);
const ok = rssGrowth <= 10 && tally.unreleased.length === 0 && tally.extraRooms === 0 && tally.failures === 0;
console.log(ok ? 'soak    OK' : 'soak    FAILED: see the figures above');
process.exit(ok ? 0 : 1);
