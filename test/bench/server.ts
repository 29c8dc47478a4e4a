// Server load benchmark: N rooms of 4 real colyseus.js clients playing quickly with short timers against one server
// process, once for each game (Pastry Pirates, Merchant Voyages: the same clients and think time), and in the same run the
// same load against a trivial Colyseus room (test/bench/trivialRoom.ts), the anchor, so every figure of the real room reads
// beside what Colyseus, Node and this (shared, noisy) machine cost at that moment. Every server's CPU is read from /proc over
// the measuring window only, the same window its actions are counted in: joins and the load generator are not in it.
// The load generator (test/bench/loadGenerator.ts) plays the tables in worker threads, one share of them each, and only one
// client a table decodes the room's state, so its own delay stays small beside the server's; it prints its CPU and each
// thread's event-loop delay, the server's CPU an action and the machine's load beside every run, so a starved server or
// generator shows. Prints for each server: the clients seated and lost, the actions offered, patched, refused and left
// unanswered, action-to-patch latency p50/p99/max as the clients measure it (stamped as the patch's frame arrives) and the
// server's part of it (its event-loop delay, and a move from its read to its patch), CPU an action, RSS and live heap (with
// no rooms, and what each room added), bytes per client per voyage day (a round for Merchant, split by what the frames
// carry) and per minute; then each game against the anchor, and the issue's targets for it, each met or not.
// Compare CPU per action between commits; compare the p99 only between runs that seated the same number of clients.
// Env: BENCH_ROOMS (250), BENCH_SERVER_SECONDS (45), BENCH_THINK_MS (250, a client's mean pause before acting; 0 acts at
// once), BENCH_LOAD_THREADS (the generator's threads, 2), BENCH_LOAD_NICER (how much nicer than the server they run, 5), BENCH_SERVERS (both | real | anchor), BENCH_GAMES (pastry,merchant), BENCH_CPU_PROF (a folder: the real server
// writes a V8 CPU profile there), BENCH_ALLOC_PROF (a folder: the real server writes a sampled allocation profile there,
// test/bench/allocationProfile.mjs), BENCH_DEBUG (1: print why each table that failed did), BENCH_SERVER_ROOT (another
// checkout's server, to compare an older commit under the same load and anchor), BENCH_NODE_FLAGS (more flags for the real
// server's node, say --trace-gc) and BENCH_SERVER_LOG (a file prefix for the real server's output, one file a game).
// Every server also runs test/bench/heapProbe.mjs (node --expose-gc), so each prints its live heap after a full collection
// with no rooms and at load, and what each running room holds; BENCH_HEAP_SNAPSHOT (a folder) also writes a heap snapshot of
// each server there, with no rooms and at load (test/bench/heapRooms.mjs breaks one down by room).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTestServer, freePort, startChildServer, type ChildServer } from '../server/child';
import { startLoad } from './loadGenerator';
import { BENCH_GAMES } from './loadTables';

/** What one run measured. */
export type ServerFigures = {
  label: string;
  rooms: number;
  clients: number; // connected as the window opened
  clientsAtEnd: number; // connected as it closed
  seconds: number;
  offered: number; // actions the clients sent in the window
  actions: number; // of those, each one answered by a patch (the latencies)
  refused: number; // of those, each one answered by an error (a timer overtook it, say)
  steps: number; // steps shown with events in the window: the actions', and those the clock made (timeouts, Pastry's sightings)
  voyages: number; // finished in the window
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytesPerClientDay: number;
  serverCpuPercent: number; // of one core
  serverRssMb: number;
  serverPeakRssMb: number;
  idleRssMb: number; // the same server before its first table, once started: what a server with no rooms holds
  heapMb: number; // its live heap after a full collection, at load (read after the window)
  idleHeapMb: number; // the same with no rooms
  bytesPerClientMinute: number; // every byte a client received in the window, per minute
  bytesByKind: Record<string, number>; // per client per day (round), by what the frames carried
  lost: number; // connections closed by anything but our own goodbye, in the window
  resat: number; // tables that failed (a lost connection, a join refused or timed out) and sat down again, in the window
  loadThreads: number; // the load generator's threads
  loadCpuPercent: number; // the load generator's own CPU (all its threads), which shares this machine
  loadLagP99Ms: number[]; // each load generator thread's event-loop delay, which inflates the latency figures
  serverLagP99Ms: number; // the server's own event-loop delay over the window, from /health
  serverMoveP50Ms: number; // a move's wait on the server, from its message read to its patch leaving, over the window (/health)
  serverMoveP99Ms: number;
  loadAverage: number; // the machine's 1-minute load average as the window closed (2 cores)
  serverWaitedMs: number; // ms a second the server's main thread was ready to run but had no core (the machine's other work)
  loadWaitedMs: number; // the same for the load generator's threads, summed
};

/** A percentile of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** CPU seconds a process has used, from /proc (Linux). */
function cpuSeconds(pid: number, ticksPerSecond: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime
}

/** Nanoseconds the threads of a process (all of them, or its main thread only) have waited, runnable, for a core, from /proc (Linux's schedstat). */
function waitedNs(pid: number | 'self', mainOnly: boolean): number {
  const tasks = mainOnly ? [String(pid)] : readdirSync(`/proc/${pid}/task`);
  return tasks.reduce((sum, task) => sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1] ?? 0), 0);
}

/** Resident memory now and at its peak, in MB, from /proc (Linux). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[1] ?? NaN);
  return { rss: kb('VmRSS:') / 1024, peak: kb('VmHWM:') / 1024 };
}

/** One server's figures, a few lines of them. */
function lines(f: ServerFigures, thinkMs: number): string {
  const pad = (n: number, w: number) => n.toFixed(0).padStart(w);
  const unit = f.label.includes('merchant') ? 'round' : 'voyage day';
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  return [
    `server  ${f.label}: ${f.rooms} rooms, ${f.seconds} s, think ${thinkMs} ms, machine load ${f.loadAverage.toFixed(1)} (2 cores)`,
    `  seated   ${f.clients} clients as the window opened, ${f.clientsAtEnd} as it closed; ${f.lost} connections lost, ${f.resat} tables sat down again`,
    `  actions  ${f.offered} offered in the window: ${f.actions} patched, ${f.refused} refused, ${f.offered - f.actions - f.refused} unanswered; ${f.steps} steps shown (${(f.steps / Math.max(1, f.offered)).toFixed(2)} an action: the clock's steps are the rest), ${f.voyages} voyages ended`,
    `  latency  action->patch as the clients read it p50 ${pad(f.p50Ms, 1)} ms, p99 ${pad(f.p99Ms, 1)} ms, max ${pad(f.maxMs, 1)} ms; on the server, a move from its read to its patch p50 ${f.serverMoveP50Ms.toFixed(1)} ms, p99 ${f.serverMoveP99Ms.toFixed(1)} ms, event-loop delay p99 ${pad(f.serverLagP99Ms, 1)} ms`,
    `  cpu      server ${pad(f.serverCpuPercent, 1)}% of a core, ${msPerAction(f).toFixed(3)} ms an action, its main thread ready but without a core ${pad(f.serverWaitedMs, 1)} ms a second; load generator ${pad(f.loadCpuPercent, 1)}% of a core (${((f.loadCpuPercent * f.seconds * 10) / f.offered).toFixed(3)} ms an action) in ${f.loadThreads} threads, their event-loop delay p99 ${f.loadLagP99Ms.map((ms) => ms.toFixed(0)).join(', ')} ms, ready but without a core ${pad(f.loadWaitedMs, 1)} ms a second in all`,
    `  memory   RSS ${pad(f.serverRssMb, 1)} MB (peak ${pad(f.serverPeakRssMb, 1)} MB; ${pad(f.idleRssMb, 1)} MB with no rooms, so ${pad((1024 * (f.serverRssMb - f.idleRssMb)) / Math.max(1, f.rooms), 1)} kB a room); live heap ${pad(f.heapMb, 1)} MB after a full collection (${pad(f.idleHeapMb, 1)} MB with no rooms, so ${pad(heapKbPerRoom(f), 1)} kB a running room)`,
    `  bytes    ${
      Number.isFinite(f.bytesPerClientDay)
        ? `${kb(f.bytesPerClientDay)} kB per client per ${unit} (${Object.entries(f.bytesByKind)
            .sort((x, y) => y[1] - x[1])
            .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
            .join(', ')}), `
        : ''
    }${kb(f.bytesPerClientMinute)} kB per client-minute`,
  ].join('\n');
}

/** The live heap each running room adds, in kB. */
function heapKbPerRoom(f: ServerFigures): number {
  return (1024 * (f.heapMb - f.idleHeapMb)) / Math.max(1, f.rooms);
}

/** The issue's targets for one game against the anchor of the same run, each met or not. */
function targets(real: ServerFigures, anchor: ServerFigures, rooms: number): string {
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  const ms = msPerAction(real);
  const checks: [string, boolean][] = [
    [`every client seated as the window opened (${real.clients} of ${4 * rooms}; a table whose voyage ended meanwhile is sitting down again as it closes)`, real.clients === 4 * rooms],
    [`none disconnected (${real.lost} lost, ${real.resat} tables sat down again)`, real.lost === 0 && real.resat === 0],
    [`every action served (${real.offered - real.actions - real.refused} of ${real.offered} unanswered)`, real.offered === real.actions + real.refused],
    [`p99 ${real.p99Ms.toFixed(0)} ms below the anchor's ${anchor.p99Ms.toFixed(0)} ms and at most 50 ms`, real.p99Ms < anchor.p99Ms && real.p99Ms <= 50],
    [`RSS ${real.serverRssMb.toFixed(0)} MB at most 250 MB`, real.serverRssMb <= 250],
    [`${(real.bytesPerClientDay / 1024).toFixed(2)} kB per client per ${real.label.includes('merchant') ? 'round' : 'day'}, at most 2 kB`, real.bytesPerClientDay <= 2048],
    [`heap ${heapKbPerRoom(real).toFixed(0)} kB a room, under 150 kB`, heapKbPerRoom(real) < 150],
    [
      `CPU ${ms.toFixed(3)} ms an action at most 0.35 ms and within 4x the anchor's ${msPerAction(anchor).toFixed(3)} (x${(ms / msPerAction(anchor)).toFixed(1)})`,
      ms <= 0.35 && ms <= 4 * msPerAction(anchor),
    ],
  ];
  return [`targets ${real.label} at ${rooms} rooms:`, ...checks.map(([what, met]) => `  ${mark(met).padEnd(7)} ${what}`)].join('\n');
}

/** A server started with test/bench/heapProbe.mjs listening on `port`. */
type Probed = { server: ChildServer; probe: number };

/** Starts a server with the heap probe loaded (node --expose-gc) on a free port of its own. */
async function probed(env: Record<string, string>, script: string, flags: string[], cwd?: string): Promise<Probed> {
  const probe = await freePort();
  const nodeFlags = [...flags, '--expose-gc', '--import', pathToFileURL(join(process.cwd(), 'test/bench/heapProbe.mjs')).href];
  return { server: await startChildServer({ ...env, BENCH_HEAP_PORT: String(probe) }, 30_000, { script, nodeFlags, cwd }), probe };
}

/** The server's live heap in MB after full collections; with BENCH_HEAP_SNAPSHOT, a snapshot of it written there as `name`. */
async function liveHeapMb(probe: number, name: string): Promise<number> {
  const { heapUsed } = (await fetch(`http://127.0.0.1:${probe}/gc`).then((r) => r.json())) as { heapUsed: number };
  const folder = process.env.BENCH_HEAP_SNAPSHOT;
  if (folder) await fetch(`http://127.0.0.1:${probe}/snapshot?file=${encodeURIComponent(join(folder, `${name.replace(/\W+/g, '-')}.heapsnapshot`))}`);
  return heapUsed / 2 ** 20;
}

/** Plays the load against one server process and measures it; the server is stopped afterwards. */
async function load(label: string, game: keyof typeof BENCH_GAMES, { server, probe }: Probed, rooms: number, seconds: number, thinkMs: number): Promise<ServerFigures> {
  const pid = server.proc.pid!;
  const ticks = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  const health = async () =>
    (await fetch(`http://127.0.0.1:${server.port}/health`).then((r) => r.json())) as { clients: number; rooms: number; loopDelay: { p99Ms: number }; moveWait?: { p50Ms: number; p99Ms: number } };
  await new Promise((r) => setTimeout(r, 2_000)); // started and settled, no table yet
  const idle = memoryMb(pid).rss;
  const idleHeap = await liveHeapMb(probe, `${label} idle`);
  const generator = await startLoad(server.url, game, rooms, thinkMs); // every table seated, a few at a time, as people would trickle in
  try {
    await new Promise((r) => setTimeout(r, 5_000)); // let play settle before measuring
    const atStart = await health();
    const cpuStart = cpuSeconds(pid, ticks);
    const loadStart = process.cpuUsage(); // the whole generator: every thread of this process
    const serverWaitStart = waitedNs(pid, true);
    const loadWaitStart = waitedNs('self', false);
    const started = performance.now();
    generator.measure();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    generator.close();
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu = (100 * (cpuSeconds(pid, ticks) - cpuStart)) / elapsed;
    const loadCpu = process.cpuUsage(loadStart);
    const serverWaitedMs = (waitedNs(pid, true) - serverWaitStart) / 1e6 / elapsed;
    const loadWaitedMs = (waitedNs('self', false) - loadWaitStart) / 1e6 / elapsed;
    const loadAverage = loadavg()[0];
    const memory = memoryMb(pid);
    const atEnd = await health();
    await new Promise((r) => setTimeout(r, 2_000)); // the answers to actions sent as the window closed
    const { tally, lagP99Ms } = await generator.collect();
    const heap = await liveHeapMb(probe, `${label} ${atEnd.rooms} rooms`); // after the window: its pause is in no figure above
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      label,
      rooms: atStart.rooms,
      clients: atStart.clients,
      clientsAtEnd: atEnd.clients,
      seconds: Math.round(elapsed),
      offered: tally.offered,
      actions: sorted.length,
      refused: tally.refused,
      steps: tally.steps,
      voyages: tally.voyages,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.length ? sorted[sorted.length - 1] : NaN,
      bytesPerClientDay: tally.clientDays ? tally.bytes / tally.clientDays : NaN,
      serverCpuPercent: serverCpu,
      serverRssMb: memory.rss,
      serverPeakRssMb: memory.peak,
      idleRssMb: idle,
      heapMb: heap,
      idleHeapMb: idleHeap,
      bytesPerClientMinute: (60 * tally.bytes) / Math.max(1, atStart.clients) / elapsed,
      bytesByKind: Object.fromEntries(Object.entries(tally.byKind).map(([kind, bytes]) => [kind, tally.clientDays ? bytes / tally.clientDays : NaN])),
      lost: tally.lost,
      resat: tally.failures,
      loadThreads: lagP99Ms.length,
      loadCpuPercent: (100 * (loadCpu.user + loadCpu.system)) / 1e6 / elapsed,
      loadLagP99Ms: lagP99Ms,
      serverLagP99Ms: atEnd.loopDelay.p99Ms, // atStart's reading opened the window
      serverMoveP50Ms: atEnd.moveWait?.p50Ms ?? NaN, // an older checkout's server does not say
      serverMoveP99Ms: atEnd.moveWait?.p99Ms ?? NaN,
      loadAverage,
      serverWaitedMs,
      loadWaitedMs,
    };
  } finally {
    await generator.stop(); // every table leaves once its current wait ends
    const real = label !== ANCHOR;
    await server.stop((process.env.BENCH_CPU_PROF || process.env.BENCH_ALLOC_PROF) && real ? 'SIGTERM' : 'SIGKILL'); // a profile is written on a clean exit
    if (process.env.BENCH_SERVER_LOG && real) writeFileSync(`${process.env.BENCH_SERVER_LOG}.${game}`, server.output());
  }
}

/** The anchor's label. */
const ANCHOR = 'trivial room';

/** CPU milliseconds a run spent on each action it served. */
function msPerAction(f: ServerFigures): number {
  return (f.serverCpuPercent * f.seconds * 10) / f.actions;
}

/** Runs the load against the real server, once for each game, and then against the trivial anchor room, and prints them side by side. */
export async function benchServer(
  rooms = Number(process.env.BENCH_ROOMS ?? 250),
  seconds = Number(process.env.BENCH_SERVER_SECONDS ?? 45),
  thinkMs = Number(process.env.BENCH_THINK_MS ?? 250),
): Promise<ServerFigures[]> {
  const which = process.env.BENCH_SERVERS ?? 'both';
  const profile = process.env.BENCH_CPU_PROF;
  const keys = (process.env.BENCH_GAMES ?? 'pastry,merchant').split(',') as (keyof typeof BENCH_GAMES)[];
  const figures: ServerFigures[] = [];
  if (which !== 'anchor') {
    const allocations = process.env.BENCH_ALLOC_PROF ? ['--import', join(process.cwd(), 'test/bench/allocationProfile.mjs')] : [];
    const flags = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), ...allocations, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
    const root = process.env.BENCH_SERVER_ROOT;
    const script = !root || existsSync(join(root, 'server', 'buildServer.mjs')) ? buildTestServer(undefined, root) : 'server/main.ts'; // an older checkout without a build runs its sources through tsx
    for (const key of keys) {
      if (!BENCH_GAMES[key]) throw new Error(`BENCH_GAMES names ${key}; the bench plays ${Object.keys(BENCH_GAMES).join(' and ')}`);
      const dataDir = mkdtempSync(join(tmpdir(), 'pastry-bench-'));
      try {
        // Every bench client comes from 127.0.0.1; its tables play at pace 0, a test option.
        const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ROOMS_PER_MINUTE: '100000', MAX_SOCKETS_PER_ADDRESS: '100000', PASTRY_TEST_SEEDS: '1' };
        figures.push(await load(`table room (${key})`, key, await probed(env, script, flags, root), rooms, seconds, thinkMs));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const anchor = which === 'real' ? null : await load(ANCHOR, 'pastry', await probed({ NODE_ENV: 'production' }, 'test/bench/trivialRoom.ts', []), rooms, seconds, thinkMs);
  for (const f of anchor ? [...figures, anchor] : figures) console.log(lines(f, thinkMs));
  if (anchor)
    for (const real of figures) {
      console.log(
        `server  ${real.label} against the trivial one: CPU ${msPerAction(real).toFixed(3)} against ${msPerAction(anchor).toFixed(3)} ms an action (x${(msPerAction(real) / msPerAction(anchor)).toFixed(1)}), p50 ${real.p50Ms.toFixed(0)} against ${anchor.p50Ms.toFixed(0)} ms, p99 ${real.p99Ms.toFixed(0)} against ${anchor.p99Ms.toFixed(0)} ms (on the server, from a move's read to its patch: ${real.serverMoveP99Ms.toFixed(1)} against ${anchor.serverMoveP99Ms.toFixed(1)} ms; event-loop delay ${real.serverLagP99Ms.toFixed(0)} against ${anchor.serverLagP99Ms.toFixed(0)} ms), RSS x${(real.serverRssMb / anchor.serverRssMb).toFixed(1)}`,
      );
      console.log(targets(real, anchor, rooms));
    }
  return anchor ? [...figures, anchor] : figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchServer();
  process.exit(0);
}
