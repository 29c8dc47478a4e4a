// The server process: reads its settings from the environment, prints where to play, and shuts down cleanly on SIGTERM or SIGINT.
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { startServer } from './app';
import { trustProxyFromEnv } from './http/clientAddress';
import { socketLimitsFromEnv } from './http/socketGuard';

/** A positive number from the environment, or undefined for the default. */
function numberFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

// Memory policy (found by the soak test): under load V8 lets its heap grow to several times the live data between full collections,
// and keeps the pages that voyages ending at different times leave half empty, so in the soak the server's RSS climbed by a
// fifth in seven minutes while its live data stayed flat. A game server would rather spend a little more time collecting and
// keep its memory in step with its voyages: the heap may grow HEAP_GROWING_PERCENT (25 %) past the live data. Compacting at
// every full collection as well (COMPACT_HEAP=1) cost 18 % more CPU an action and a 250 ms pause every 2.5 s at 150 busy
// rooms (issue 30: p99 354 ms against 123 ms without), for 12 % less RSS, so it is off unless asked for. HEAP_GROWING_PERCENT=0
// gives V8 back its own rule.
const heapGrowingPercent = process.env.HEAP_GROWING_PERCENT === '0' ? 0 : (numberFrom('HEAP_GROWING_PERCENT') ?? 25);
if (heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
const compactHeap = process.env.COMPACT_HEAP || '0';
if (compactHeap !== '0' && compactHeap !== '1') throw new Error(`COMPACT_HEAP must be 1 or 0, not ${compactHeap}`);
if (compactHeap === '1') setFlagsFromString('--compact-on-every-full-gc');

// A stray rejection (ours are all caught; a library's, say while Redis is down) is logged rather than ending every voyage here.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (the server keeps running):', reason));

const running = await startServer({
  port: Number(process.env.PORT ?? 2567),
  dataDir: resolve(process.env.DATA_DIR ?? 'data'),
  clientDir: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  testSeeds: process.env.PASTRY_TEST_SEEDS === '1',
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  roomsPerMinute: numberFrom('ROOMS_PER_MINUTE'),
  maxVoyages: numberFrom('MAX_VOYAGES'),
  abandonAfterSeconds: numberFrom('ABANDON_AFTER'),
  absentAfterSeconds: numberFrom('ABSENT_AFTER'),
  boardWaitSeconds: numberFrom('BOARD_WAIT'),
  quickStartSeconds: numberFrom('QUICK_START'),
  keepVoyages: numberFrom('KEEP_VOYAGES'),
  sockets: socketLimitsFromEnv(process.env),
});
if (running.restored.length) console.log(`Reopening ${running.restored.length} voyage(s) took ${Math.round(running.restoreMs)} ms.`);
const reopened = running.restored.length ? ` (reopened ${running.restored.length} voyage(s): ${running.restored.join(', ')})` : '';
console.log(`Pastry Pirates is ready at http://localhost:${running.port}/${reopened}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Unfinished voyages stay 'playing' in the database and reopen on the next start; Redis forgets this process's rooms.
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
