// Server load benchmark: N rooms of 4 real colyseus.js clients playing quickly with short timers against one server
// process, once for each game (Pastry Pirates, Merchant Voyages: the same clients and think time), and in the same run the
// same load against a trivial Colyseus room (test/bench/trivialRoom.ts), the anchor, so every figure of the real room reads
// beside what Colyseus, Node and this (shared, noisy) machine cost at that moment. Every server's CPU is read from /proc over
// the measuring window only, the same window its actions are counted in: joins and the load generator are not in it.
// Prints for each: clients connected, action-to-patch latency p50/p99/max as the clients measure it (it includes the load
// generator's own event-loop delay: its 1,000 clients decode their patches on one thread, so a Pastry patch waits for other
// clients' decoding), and the server's part of it (its event-loop delay, and a move from its read to its patch), bytes per client per voyage day (a round for
// Merchant, and split by what the frames carry: patches, full states, each message type) and per minute, the server's CPU an action and memory (its RSS with no rooms, and what each room added), and
// the connections lost and tables that had to sit down again; then each game's CPU an action against the anchor's.
// Compare CPU per action between commits; compare the p99 only between runs that seated the same number of clients.
// Env: BENCH_ROOMS (250), BENCH_SERVER_SECONDS (45), BENCH_THINK_MS (250, a client's mean pause before acting; 0 acts at
// once), BENCH_SERVERS (both | real | anchor), BENCH_GAMES (pastry,merchant), BENCH_CPU_PROF (a folder: the real server
// writes a V8 CPU profile there), BENCH_ALLOC_PROF (a folder: the real server writes a sampled allocation profile there,
// test/bench/allocationProfile.mjs), BENCH_DEBUG (1: print why each table that failed did), BENCH_SERVER_ROOT (another
// checkout's server, to compare an older commit under the same load and anchor), BENCH_NODE_FLAGS (more flags for the real
// server's node, say --trace-gc) and BENCH_SERVER_LOG (a file prefix for the real server's output, one file a game).
// Every server also runs test/bench/heapProbe.mjs (node --expose-gc), so each prints its live heap after a full collection
// with no rooms and at load, and what each running room holds; BENCH_HEAP_SNAPSHOT (a folder) also writes a heap snapshot of
// each server there, with no rooms and at load (test/bench/heapRooms.mjs breaks one down by room).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import type { Action } from '../../shared/pastry/index';
import { wholePrivate, type TablePrivateMessage } from '../../shared/table/messages';
import type { PrivateWire } from '../../shared/table/privateWire';
import { buildTestServer, freePort, startChildServer, type ChildServer } from '../server/child';
import { privateOfGame } from '../server/readWire';

/** What one run measured. */
export type ServerFigures = {
  label: string;
  rooms: number;
  clients: number; // connected as the window opened
  clientsAtEnd: number; // connected as it closed
  seconds: number;
  actions: number;
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
  refused: number;
  loadCpuPercent: number; // the load generator's own CPU, which shares this machine
  loadLagP99Ms: number; // the load generator's event-loop delay, which inflates the latency figures
  serverLagP99Ms: number; // the server's own event-loop delay over the window, from /health
  serverMoveP50Ms: number; // a move's wait on the server, from its message read to its patch leaving, over the window (/health)
  serverMoveP99Ms: number;
  loadAverage: number; // the machine's 1-minute load average as the window closed (2 cores)
};

type Private = TablePrivateMessage<{ type: string }>;

/** How the bench's clients play one game: the table they make, how they choose, and how far its state has come (days or rounds). */
type BenchGame = { key: string; options: Record<string, unknown>; choose: (legal: { type: string }[]) => { type: string }; length: (state: Record<string, unknown>) => number };

/** Both games, as the bench's quick clients play them; short timers keep an idle table moving. */
const BENCH_GAMES: Record<'pastry' | 'merchant', BenchGame> = {
  pastry: {
    key: 'pastry',
    options: { game: 'pastry', timers: { turnMs: 5_000, decisionMs: 3_000, namingMs: 3_000 } },
    choose: (legal) => quickChoice(legal as Action[]),
    length: (state) => Number((state.view as { day?: number } | undefined)?.day ?? 0),
  },
  merchant: {
    key: 'merchant',
    options: { game: 'merchant', timers: { turnMs: 5_000, decisionMs: 3_000 } },
    choose: (legal) => legal[Math.floor(Math.random() * legal.length)], // uniform random legal play, as the engine bench plays it
    length: (state) => Number((state.view as { round?: number } | undefined)?.round ?? 0),
  },
};

/** A quick, cheap Pastry player: takes what keeps a voyage moving (the bots are too slow to run 1,000 of them here). */
function quickChoice(legal: Action[]): Action {
  const acts = legal.filter((a) => a.type !== 'photo');
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const of = (type: Action['type']) => acts.filter((a) => a.type === type);
  const buy = of('buy');
  if (buy.length) return buy[0];
  for (const type of ['name', 'fight', 'take'] as const) if (of(type).length) return pick(of(type));
  if (of('answer').length) return { type: 'answer', accept: Math.random() < 0.5 };
  if (of('slip').length) return pick(of('slip'));
  const sails = of('sail').filter((a) => a.type === 'sail' && a.route.length > 0);
  if (sails.length && Math.random() < 0.8) return pick(sails);
  if (of('dock').length && Math.random() < 0.7) return of('dock')[0];
  if (of('battle').length && Math.random() < 0.2) return pick(of('battle'));
  return of('endTurn')[0] ?? acts[0];
}

/** A percentile of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** CPU seconds a process has used, from /proc (Linux). */
function cpuSeconds(pid: number, ticksPerSecond: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime
}

/** Resident memory now and at its peak, in MB, from /proc (Linux). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[1] ?? NaN);
  return { rss: kb('VmRSS:') / 1024, peak: kb('VmHWM:') / 1024 };
}

/** Counters every table adds to while the window is open. */
type Tally = { measuring: boolean; latencies: number[]; bytes: number; byKind: Record<string, number>; clientDays: number; errors: number; failures: number; lost: number; voyages: number };

/** What a frame carries: a state patch, a full state, or a room message by its type (Colyseus: a code byte, then the type as a short string). */
function frameKind(data: Uint8Array): string {
  if (data[0] === 15) return 'patch';
  if (data[0] === 14) return 'state';
  if (data[0] !== 13) return `code ${data[0]}`;
  const length = data[1] & 0x1f;
  return (data[1] & 0xe0) === 0xa0 ? Buffer.from(data.subarray(2, 2 + length)).toString() : 'message';
}

/** One table: four clients that play voyage after voyage until `running()` turns false; a table that fails sits down again. */
async function table(client: Client, game: BenchGame, id: number, thinkMs: number, tally: Tally, running: () => boolean): Promise<void> {
  while (running()) {
    try {
      await voyage(client, game, id, thinkMs, tally, running);
    } catch (e) {
      if (process.env.BENCH_DEBUG) console.log(`DEBUG table ${id}: ${(e as Error)?.message ?? e}`);
      if (tally.measuring) tally.failures += 1;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Four clients: one creates a private room, three join it by code, and all play until the voyage ends. */
async function voyage(client: Client, game: BenchGame, id: number, thinkMs: number, tally: Tally, running: () => boolean): Promise<void> {
  let over = false;
  let lost = false;
  let day = 0;
  let first: Room | null = null;
  /** Counts what a client receives, times its actions to the next patch, and plays. */
  const wire = (room: Room): Room => {
    let sentAt = 0;
    const ws = (room.connection.transport as unknown as { ws: { on(e: 'message', f: (d: Buffer | ArrayBuffer) => void): void } }).ws;
    ws.on('message', (data) => {
      if (!tally.measuring) return;
      tally.bytes += data.byteLength;
      const kind = frameKind(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
      tally.byKind[kind] = (tally.byKind[kind] ?? 0) + data.byteLength;
    });
    room.onLeave((code) => {
      if (code === 4000) return; // our own goodbye
      lost = true;
      if (tally.measuring) tally.lost += 1;
    });
    room.onMessage('welcome', () => {});
    room.onMessage('events', () => {});
    room.onMessage('error', () => {
      sentAt = 0; // a refused action (say, one a timer overtook) patches nothing
      if (tally.measuring) tally.errors += 1;
    });
    room.onStateChange((state: { status: string }) => {
      if (sentAt) {
        if (tally.measuring) tally.latencies.push(performance.now() - sentAt);
        sentAt = 0;
      }
      const length = game.length(state);
      if (room === first && length > day) {
        if (tally.measuring && day > 0) tally.clientDays += 4 * (length - day);
        day = length;
      }
      if (state.status === 'over' && !over && room === first && tally.measuring) tally.voyages += 1;
      if (state.status === 'over') over = true;
    });
    // Acts once a step: on the newest legal list, after thinking, and not again until a later step is told to this seat.
    let latest: Private | null = null;
    let actedStep = -1;
    let planned = false;
    const playable = (m: Private | null) => (m && m.step !== actedStep ? m.legal.filter((a) => a.type !== 'photo') : []);
    const act = () => {
      planned = false;
      const acts = playable(latest);
      if (!acts.length || !room.connection.isOpen) return;
      actedStep = latest!.step;
      sentAt = performance.now();
      room.send('action', game.choose(acts));
    };
    room.onMessage('private', (wire: PrivateWire) => {
      const m = (latest = wholePrivate(latest, privateOfGame(game.key, wire)));
      if (planned || !playable(m).length) return;
      planned = true;
      if (thinkMs > 0) setTimeout(act, thinkMs * (0.5 + Math.random()));
      else act();
    });
    return room;
  };
  const rooms: Room[] = [];
  try {
    first = wire(await client.create('voyage', { name: `Load ${id}`, captains: 4, private: true, pace: 0, ...game.options }));
    rooms.push(first);
    for (let i = 1; i < 4; i++) rooms.push(wire(await client.joinById(first.roomId, { name: `Load ${id}.${i}` })));
    first.send('start');
    while (!over && !lost && running()) await new Promise((r) => setTimeout(r, 200));
    if (lost) throw new Error(`table ${id} lost a connection`);
  } finally {
    await Promise.all(rooms.map((r) => (r.connection.isOpen ? r.leave(true).catch(() => 0) : 0)));
  }
}

/** Where the figures of both servers line up, one line each. */
function line(f: ServerFigures, thinkMs: number): string {
  const pad = (n: number, w: number) => n.toFixed(0).padStart(w);
  const unit = f.label.includes('merchant') ? 'round' : 'voyage day';
  return (
    `server  ${f.label.padEnd(21)} ${pad(f.clients, 4)} clients connected (${pad(f.clientsAtEnd, 4)} at the end) in ${f.rooms} rooms, ${f.seconds} s, think ${thinkMs} ms: ` +
    `action->patch p50 ${pad(f.p50Ms, 4)} ms, p99 ${pad(f.p99Ms, 5)} ms, max ${pad(f.maxMs, 5)} ms (${f.actions} actions, ${f.voyages} voyages, ${f.refused} refused); ` +
    `server CPU ${pad(f.serverCpuPercent, 3)}% of a core (${msPerAction(f).toFixed(2)} ms an action), RSS ${pad(f.serverRssMb, 4)} MB (peak ${pad(f.serverPeakRssMb, 4)} MB; ` +
    `${pad(f.idleRssMb, 3)} MB with no rooms, so ${pad((1024 * (f.serverRssMb - f.idleRssMb)) / Math.max(1, f.rooms), 4)} kB a room); ` +
    `live heap ${pad(f.heapMb, 4)} MB after a full collection (${pad(f.idleHeapMb, 3)} MB with no rooms, so ${pad((1024 * (f.heapMb - f.idleHeapMb)) / Math.max(1, f.rooms), 4)} kB a running room); ` +
    `${f.lost} connections lost, ${f.resat} tables sat down again; ${(f.bytesPerClientDay / 1024).toFixed(1)} kB per client per ${unit} (${Object.entries(f.bytesByKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, bytes]) => `${kind} ${(bytes / 1024).toFixed(2)}`)
      .join(', ')}), ${(f.bytesPerClientMinute / 1024).toFixed(1)} kB per client-minute; ` +
    `server event-loop delay p99 ${pad(f.serverLagP99Ms, 4)} ms, a move from its read to its patch p50 ${f.serverMoveP50Ms.toFixed(1)} ms, p99 ${f.serverMoveP99Ms.toFixed(1)} ms; load generator CPU ${pad(f.loadCpuPercent, 3)}%, event-loop delay p99 ${pad(f.loadLagP99Ms, 4)} ms; machine load ${f.loadAverage.toFixed(1)}`
  );
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
async function load(label: string, game: BenchGame, { server, probe }: Probed, rooms: number, seconds: number, thinkMs: number): Promise<ServerFigures> {
  const pid = server.proc.pid!;
  const ticks = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  const client = new Client(server.url);
  const tally: Tally = { measuring: false, latencies: [], bytes: 0, byKind: {}, clientDays: 0, errors: 0, failures: 0, lost: 0, voyages: 0 };
  const health = async () =>
    (await fetch(`http://127.0.0.1:${server.port}/health`).then((r) => r.json())) as { clients: number; rooms: number; loopDelay: { p99Ms: number }; moveWait?: { p50Ms: number; p99Ms: number } };
  await new Promise((r) => setTimeout(r, 2_000)); // started and settled, no table yet
  const idle = memoryMb(pid).rss;
  const idleHeap = await liveHeapMb(probe, `${label} idle`);
  let running = true;
  const tables: Promise<void>[] = [];
  try {
    // Seat the tables a few at a time, as people would trickle in, then let play settle before measuring.
    for (let i = 0; i < rooms; i++) {
      tables.push(table(client, game, i, thinkMs, tally, () => running));
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 5_000));
    const atStart = await health();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const cpuStart = cpuSeconds(pid, ticks);
    const loadStart = process.cpuUsage();
    const started = performance.now();
    tally.measuring = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    tally.measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu = (100 * (cpuSeconds(pid, ticks) - cpuStart)) / elapsed;
    const loadCpu = process.cpuUsage(loadStart);
    lag.disable();
    const memory = memoryMb(pid);
    const atEnd = await health();
    const heap = await liveHeapMb(probe, `${label} ${atEnd.rooms} rooms`); // after the window: its pause is in no figure above
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      label,
      rooms: atStart.rooms,
      clients: atStart.clients,
      clientsAtEnd: atEnd.clients,
      seconds: Math.round(elapsed),
      actions: sorted.length,
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
      refused: tally.errors,
      loadCpuPercent: (100 * (loadCpu.user + loadCpu.system)) / 1e6 / elapsed,
      loadLagP99Ms: lag.percentile(99) / 1e6,
      serverLagP99Ms: atEnd.loopDelay.p99Ms, // atStart's reading opened the window
      serverMoveP50Ms: atEnd.moveWait?.p50Ms ?? NaN, // an older checkout's server does not say
      serverMoveP99Ms: atEnd.moveWait?.p99Ms ?? NaN,
      loadAverage: loadavg()[0],
    };
  } finally {
    running = false; // every table leaves once its current wait ends
    await Promise.race([Promise.all(tables), new Promise((r) => setTimeout(r, 5_000))]);
    const real = label !== ANCHOR;
    await server.stop((process.env.BENCH_CPU_PROF || process.env.BENCH_ALLOC_PROF) && real ? 'SIGTERM' : 'SIGKILL'); // a profile is written on a clean exit
    if (process.env.BENCH_SERVER_LOG && real) writeFileSync(`${process.env.BENCH_SERVER_LOG}.${game.key}`, server.output());
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
      const game = BENCH_GAMES[key];
      if (!game) throw new Error(`BENCH_GAMES names ${key}; the bench plays ${Object.keys(BENCH_GAMES).join(' and ')}`);
      const dataDir = mkdtempSync(join(tmpdir(), 'pastry-bench-'));
      try {
        // Every bench client comes from 127.0.0.1; its tables play at pace 0, a test option.
        const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ROOMS_PER_MINUTE: '100000', MAX_SOCKETS_PER_ADDRESS: '100000', PASTRY_TEST_SEEDS: '1' };
        figures.push(await load(`table room (${key})`, game, await probed(env, script, flags, root), rooms, seconds, thinkMs));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const anchor = which === 'real' ? null : await load(ANCHOR, BENCH_GAMES.pastry, await probed({ NODE_ENV: 'production' }, 'test/bench/trivialRoom.ts', []), rooms, seconds, thinkMs);
  for (const f of anchor ? [...figures, anchor] : figures) console.log(line(f, thinkMs));
  if (anchor)
    for (const real of figures)
      console.log(
        `server  ${real.label} against the trivial one: CPU ${msPerAction(real).toFixed(2)} against ${msPerAction(anchor).toFixed(2)} ms an action (×${(msPerAction(real) / msPerAction(anchor)).toFixed(1)}; target ≤ 0.35 ms and ×4), p50 ×${(real.p50Ms / anchor.p50Ms).toFixed(1)}, p99 ${real.p99Ms.toFixed(0)} against ${anchor.p99Ms.toFixed(0)} ms (on the server, from a move's read to its patch: ${real.serverMoveP99Ms.toFixed(1)} against ${anchor.serverMoveP99Ms.toFixed(1)} ms; event-loop delay ${real.serverLagP99Ms.toFixed(0)} against ${anchor.serverLagP99Ms.toFixed(0)} ms), RSS ×${(real.serverRssMb / anchor.serverRssMb).toFixed(1)}`,
      );
  return anchor ? [...figures, anchor] : figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchServer();
  process.exit(0);
}
