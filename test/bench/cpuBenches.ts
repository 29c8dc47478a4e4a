// The CPU-only benchmarks (engines and bots), one entry so `npm run bench` can run them compiled, as the server runs.
export { benchEngine } from './engine';
export { benchBots } from './bots';
export { benchMerchant } from './merchant';
