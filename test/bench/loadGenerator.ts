// The server bench's load generator: its tables spread over worker threads (test/bench/loadWorker.ts), each with a share
// of them, so a client's patch waits behind its own thread's clients only. The same generator drives the real servers and
// the trivial anchor, so their figures read side by side. The threads run compiled code (test/bench/compiled.ts), as the
// server does: Node 20's worker threads do not take tsx's loader, and the generator's own cost is best kept small.
import { Worker } from 'node:worker_threads';
import { bundled } from './compiled';
import type { BENCH_GAMES, Tally } from './loadTables';
import type { LoadCommand, LoadShare } from './loadWorker';

/** What every thread counted, together, and each thread's own event-loop delay over the window. */
export type LoadCount = { tally: Tally; lagP99Ms: number[]; lagMaxMs: number[] };

/** A running generator: opens and closes the window, answers the counts, and stops its tables. */
export type LoadGenerator = { measure: () => void; close: () => void; collect: () => Promise<LoadCount>; stop: () => Promise<void> };

/** How much nicer than the server the generator's threads run (BENCH_LOAD_NICER, 5 by default; 0 shares the machine evenly). */
function loadNicer(): number {
  return Math.max(0, Number(process.env.BENCH_LOAD_NICER ?? 5));
}

/** How many threads play the tables (BENCH_LOAD_THREADS, 2 by default). */
export function loadThreads(): number {
  return Math.max(1, Number(process.env.BENCH_LOAD_THREADS ?? 2));
}

/** Starts `threads` threads that seat `tables` tables of `game` against `url` between them (about 10 tables a quarter second in all) and resolves once all are seated, or a minute or more has passed. */
export async function startLoad(url: string, game: keyof typeof BENCH_GAMES, tables: number, thinkMs: number, threads = loadThreads()): Promise<LoadGenerator> {
  const script = await bundled('test/bench/loadWorker.ts');
  const n = Math.max(1, Math.min(threads, tables));
  const batch = Math.max(1, Math.round(10 / n));
  const workers = Array.from({ length: n }, (_, i) => {
    const firstId = Math.floor((i * tables) / n);
    const share: LoadShare = { url, game, firstId, tables: Math.floor(((i + 1) * tables) / n) - firstId, batch, thinkMs, nicer: loadNicer() };
    return new Worker(script, { workerData: share });
  });
  for (const w of workers) w.on('error', (e) => console.error(`a load generator thread failed: ${e.stack ?? e}`));
  const answer = <T>(w: Worker, command: LoadCommand, key: string) =>
    new Promise<T>((resolve) => {
      const heard = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        w.off('message', heard);
        resolve(m as T);
      };
      w.on('message', heard);
      w.postMessage(command);
    });
  const tell = (command: LoadCommand) => {
    for (const w of workers) w.postMessage(command);
  };
  const seatMs = 60_000 + 100 * tables; // joins that outwait this are the server's failure, and the window shows them
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(workers.map((w) => answer(w, 'seat', 'seated'))), new Promise((r) => (timer = setTimeout(r, seatMs)))]);
  clearTimeout(timer);
  return {
    measure: () => tell('measure'),
    close: () => tell('close'),
    collect: async () => {
      const counts = await Promise.all(workers.map((w) => answer<{ tally: Tally; lagP99Ms: number; lagMaxMs: number }>(w, 'collect', 'tally')));
      const tally = counts.map((c) => c.tally).reduce(addTally);
      return { tally, lagP99Ms: counts.map((c) => c.lagP99Ms), lagMaxMs: counts.map((c) => c.lagMaxMs) };
    },
    stop: async () => {
      await Promise.all(workers.map((w) => answer(w, 'stop', 'stopped')));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Two threads' counts as one. */
function addTally(a: Tally, b: Tally): Tally {
  const byKind = { ...a.byKind };
  for (const [kind, bytes] of Object.entries(b.byKind)) byKind[kind] = (byKind[kind] ?? 0) + bytes;
  return {
    measuring: false,
    offered: a.offered + b.offered,
    latencies: a.latencies.concat(b.latencies),
    refused: a.refused + b.refused,
    bytes: a.bytes + b.bytes,
    byKind,
    clientDays: a.clientDays + b.clientDays,
    steps: a.steps + b.steps,
    failures: a.failures + b.failures,
    lost: a.lost + b.lost,
    voyages: a.voyages + b.voyages,
  };
}
