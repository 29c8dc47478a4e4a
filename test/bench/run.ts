// `npm run bench`: prints every benchmark figure the issues ask for. Each figure is measured here, never asserted in tests.
import { benchEngine } from './engine';

console.log(`Pastry Pirates benchmarks (node ${process.version}, one core)`);
benchEngine(Number(process.env.BENCH_SECONDS ?? 8));
