// One thread of the server bench's load generator (test/bench/loadGenerator.ts starts them): plays its share of the tables
// against one server, opens and closes the measuring window when told, and answers what it counted with its own
// event-loop delay, so no thread's clients wait behind more than their share of the generator's work.
import { getPriority, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'colyseus.js';
import { BENCH_GAMES, emptyTally, table } from './loadTables';

/** What a thread is given: the server, the game, its tables' first id and count, how many it seats each quarter second, the clients' think time, and how much nicer than the server it runs. */
export type LoadShare = { url: string; game: keyof typeof BENCH_GAMES; firstId: number; tables: number; batch: number; thinkMs: number; nicer: number };

/** What the main thread tells a thread: seat every table, open or close the window, answer what it counted, or stop and leave. */
export type LoadCommand = 'seat' | 'measure' | 'close' | 'collect' | 'stop';

const share = workerData as LoadShare;
// On Linux a thread's nice value is its own (pid 0: this thread): where the generator and the server want the same core, the server goes first.
setPriority(Math.min(19, getPriority() + share.nicer));
const port = parentPort!;
const client = new Client(share.url);
const game = BENCH_GAMES[share.game];
const tally = emptyTally();
let running = true;
const tables: Promise<void>[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });

port.on('message', async (command: LoadCommand) => {
  if (command === 'seat') {
    // A few tables at a time, as people would trickle in; answers once every table has sat down.
    let seated = 0;
    const allSeated = new Promise<void>((resolve) => {
      const sat = () => {
        seated += 1;
        if (seated === share.tables) resolve();
      };
      for (let i = 0; i < share.tables; i++) {
        setTimeout(() => tables.push(table(client, game, share.firstId + i, share.thinkMs, tally, () => running, sat)), 250 * Math.floor(i / share.batch));
      }
    });
    await allSeated;
    port.postMessage({ seated: true });
  } else if (command === 'measure') {
    tally.measuring = true;
    lag.reset();
    lag.enable();
  } else if (command === 'close') {
    tally.measuring = false;
    lag.disable();
  } else if (command === 'collect') {
    port.postMessage({ tally, lagP99Ms: lag.percentile(99) / 1e6, lagMaxMs: lag.max / 1e6 }); // with the answers that came after the close
  } else if (command === 'stop') {
    running = false; // every table leaves once its current wait ends
    await Promise.race([Promise.all(tables), new Promise((r) => setTimeout(r, 5_000))]);
    port.postMessage({ stopped: true });
  }
});
