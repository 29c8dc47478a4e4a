// The server process: reads its settings from the environment and prints where to play.
import { resolve } from 'node:path';
import { startServer } from './app';

const running = await startServer({
  port: Number(process.env.PORT ?? 2567),
  dataDir: resolve(process.env.DATA_DIR ?? 'data'),
  clientDir: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  testSeeds: process.env.PASTRY_TEST_SEEDS === '1',
});
const reopened = running.restored.length ? ` (reopened ${running.restored.length} voyage(s): ${running.restored.join(', ')})` : '';
console.log(`Pastry Pirates is ready at http://localhost:${running.port}/${reopened}`);
