// `npm run bench`: prints every benchmark figure the issues ask for. Each figure is measured here, never asserted in tests.
import { compiled } from './compiled';
import { benchClient } from './client';
import { benchServer } from './server';
import { benchReplays } from './replaySize';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
console.log(`Pastry Pirates benchmarks (node ${process.version}; engines and bots on one core, compiled as the server is)`);
const cpu = await compiled<typeof import('./cpuBenches')>('test/bench/cpuBenches.ts');
cpu.benchEngine(seconds);
cpu.benchBots(seconds);
cpu.benchMerchant(seconds);
benchReplays();
await benchClient();
await benchServer();
