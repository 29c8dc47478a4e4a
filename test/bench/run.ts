// `npm run bench`: prints every benchmark figure the issues ask for. Each figure is measured here, never asserted in tests.
import { benchEngine } from './engine';
import { benchBots } from './bots';
import { benchMerchant } from './merchant';
import { benchClient } from './client';
import { benchServer } from './server';
import { benchReplays } from './replaySize';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
console.log(`Pastry Pirates benchmarks (node ${process.version}; engine and bots on one core)`);
benchEngine(seconds);
benchBots(seconds);
benchMerchant(seconds);
benchReplays();
await benchClient();
await benchServer();
