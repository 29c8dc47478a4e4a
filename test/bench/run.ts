// `npm run bench`: prints every benchmark figure the issues ask for. Each figure is measured here, never asserted in tests.
import { benchEngine } from './engine';
import { benchBots } from './bots';
import { benchClient } from './client';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
console.log(`Pastry Pirates benchmarks (node ${process.version}, one core)`);
benchEngine(seconds);
benchBots(seconds);
await benchClient();
