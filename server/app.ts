// Builds the whole server on one port: the built client, the Colyseus WebSocket, and GET /health.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import express from 'express';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LeasingRedisPresence } from './tv/leaseStore';
import { RedisDriver } from '@colyseus/redis-driver';
import { VoyageStore } from './store/VoyageStore';
import { voyageRoomFor } from './table/VoyageRoom';
import { audienceRoomFor } from './table/AudienceRoom';
import { AUDIENCE_ROOM } from '../shared/audience';
import { voyageSummaryRoute } from './api/voyageSummary';
import { finishedListRoute } from './api/finishedList';
import { replayRoute } from './api/replayRoute';
import { recapRoute } from './api/recapRoute';
import { KEEP_VOYAGES, keepNewestFinished } from './store/pruning';
import { backfillResults } from './table/backfillResults';
import { TABLES } from './games/tables';
import { createOptionsFor } from './table/options';
import type { TableRegistry } from './table/tableRegistry';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../shared/table/tokenBucket';
import { CreationLimits, DEFAULT_CREATION } from './table/creationLimits';
import { stampCreatorAddress } from './table/creatorAddress';
import { ABANDONED } from './table/lifetime';
import { closeUnresumable } from './store/unresumable';
import { securityHeaders } from './http/securityHeaders';
import { serveClient } from './http/serveClient';
import { notFound } from './http/notFound';
import { watchLoopDelay } from './http/loopDelay';
import { readMoveWaits } from './table/moveWait';
import { DEFAULT_SOCKET_LIMITS, socketGuard, type SocketLimits } from './http/socketGuard';
import { ABSENT_AFTER_MS } from './table/absence';
import { BOARD_WAIT_MS } from './table/boardsUp';
import { BEAT_MS, TableBeat } from './table/tableBeat';
import { PatchQueue } from './table/patchSoon';
import { TABLE_ROOM } from '../shared/table/messages';
import { TvService, tvRoute } from './tv/tvService';

/** How to run a server. */
export type ServerConfig = {
  port: number; // 0 picks a free port
  dataDir: string;
  clientDir: string; // the built client (vite's output)
  redisUrl?: string;
  publicAddress?: string; // how clients reach this process when several share Redis
  testSeeds?: boolean;
  rateLimits?: Partial<RateLimits>; // tests loosen or tighten the per-client limit; production keeps the defaults
  trustProxy?: boolean; // TRUST_PROXY: the client address is the X-Forwarded-For entry our own reverse proxy appended
  roomsPerMinute?: number; // ROOMS_PER_MINUTE (6): new rooms per client address a minute
  maxVoyages?: number; // MAX_VOYAGES (2000): open rooms per process, past which creating is refused
  abandonAfterSeconds?: number; // ABANDON_AFTER (600): a lobby's life, and how long a voyage may sit with nobody connected
  quickStartSeconds?: number; // QUICK_START (10): how long a lobby made by quick play waits for others before it sets sail
  absentAfterSeconds?: number; // ABSENT_AFTER (20, R51): how long a captain may have no open connection before a bot sails for them
  boardWaitSeconds?: number; // BOARD_WAIT (10): the longest a new voyage's first turn waits for every seated person's board to be drawn
  sockets?: Partial<SocketLimits>; // per-address socket cap and join timeout; production keeps the defaults
  games?: TableRegistry; // the games it plays: production's TABLES unless a test brings its own
  keepVoyages?: number; // KEEP_VOYAGES (10,000): finished games kept with their logs; older ones are pruned at start-up and daily
};

/** A running server. */
export type RunningServer = { port: number; restored: string[]; restoreMs: number; close: () => Promise<void> };

/** Starts a server; it also reopens every unfinished voyage in its database. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = new VoyageStore(config.dataDir);
  const games = config.games ?? TABLES;
  const replays = replayRoute(store, games);
  const stopPruning = keepNewestFinished(store, config.keepVoyages ?? KEEP_VOYAGES, (codes) => codes.forEach((code) => replays.cache.delete(code)));
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(!!config.trustProxy));
  const loopDelay = watchLoopDelay();
  app.get('/health', (_req, res) => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    res.json({
      ok: true,
      rooms: matchMaker.stats.local.roomCount,
      clients: matchMaker.stats.local.ccu,
      rssMb: mb(rss),
      heapMb: mb(heapUsed),
      heapTotalMb: mb(heapTotal),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
      loopDelay: loopDelay.read(), // since the previous /health
      moveWait: readMoveWaits(), // the same window: a person's move from its read to its patch
      heapSpacesMb: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name.replace(/_space$/, ''), mb(space.space_size)])),
    });
  });
  const tv = new TvService(games);
  app.get('/api/tv', tvRoute(tv));
  app.get('/api/voyages', finishedListRoute(store, games));
  app.get('/api/voyages/:code/replay', replays);
  app.get('/api/voyages/:code/recap', recapRoute(store, games)); // issue 31: catch up on a game under way
  app.get(
    '/api/voyages/:code',
    voyageSummaryRoute(store, games, async (code) => (await matchMaker.query({ name: TABLE_ROOM, roomId: code })).length > 0),
  );
  const gamePage = (_req: express.Request, res: express.Response) => res.set('Cache-Control', 'no-cache').sendFile(join(config.clientDir, 'index.html'));
  app.get('/cast/:code', gamePage); // the caster view is the game's page
  app.get('/watch', gamePage); // the address a stream shows its viewers: the game's page, opened on its code field
  app.get('/replays', gamePage); // the finished games' list (issue 31): the game's page, opened on it
  app.get('/replay/:code', gamePage); // a finished game's replay: the game's page, opened on its player
  app.get('/tv', gamePage); // TV (issue 31): the liveliest public game, filmed by its cast
  if (existsSync(config.clientDir)) app.use(serveClient(config.clientDir));
  app.use(notFound(config.clientDir));
  const httpServer = createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer, verifyClient: socketGuard({ ...DEFAULT_SOCKET_LIMITS, ...config.sockets }, !!config.trustProxy) }),
    ...(config.redisUrl ? { presence: new LeasingRedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    gracefullyShutdown: false,
    greet: false,
  });
  const restoring = new Set(closeUnresumable(store, store.unfinishedCodes(), (game) => games.get(game).module));
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
  const creation = new CreationLimits({ roomsPerMinute: config.roomsPerMinute ?? DEFAULT_CREATION.roomsPerMinute, maxVoyages: config.maxVoyages ?? DEFAULT_CREATION.maxVoyages });
  const unstamp = stampCreatorAddress(config.trustProxy ?? false, (code) => (store.wasAbandoned(code) ? ABANDONED : null));
  const abandonAfterMs = (config.abandonAfterSeconds ?? 600) * 1000;
  const quickStartMs = (config.quickStartSeconds ?? 10) * 1000;
  const absentAfterMs = config.absentAfterSeconds !== undefined ? config.absentAfterSeconds * 1000 : ABSENT_AFTER_MS;
  const boardWaitMs = config.boardWaitSeconds !== undefined ? config.boardWaitSeconds * 1000 : BOARD_WAIT_MS;
  gameServer
    .define(
      TABLE_ROOM,
      voyageRoomFor({
        games,
        createOptions: createOptionsFor(games),
        store,
        testSeeds: config.testSeeds ?? false,
        restoring,
        rateLimits,
        creation,
        abandonAfterMs,
        quickStartMs,
        absentAfterMs,
        boardWaitMs,
        beat: new TableBeat(BEAT_MS, () => store.flush()),
        patches: new PatchQueue(),
      }),
    )
    .filterBy(['game']); // quick play may ask for a game; without one it takes any table waiting
  gameServer.define(AUDIENCE_ROOM, audienceRoomFor({ rateLimits, games })).filterBy(['code']);
  // Reopen before listening, so no client can race the restore, and on this process (createRoom could pick another one sharing Redis).
  const restored: string[] = [];
  const restoreStarted = performance.now();
  for (const code of [...restoring]) {
    try {
      await matchMaker.handleCreateRoom(TABLE_ROOM, { restore: code });
      restored.push(code);
    } catch (error) {
      console.error(`Could not reopen voyage ${code}:`, error);
    }
  }
  restoring.clear();
  await gameServer.listen(config.port);
  const stopBackfill = backfillResults(store, games);
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port,
    restored,
    restoreMs: performance.now() - restoreStarted,
    close: async () => {
      await tv.stop(); // before the presence closes: another process may take TV's lease at once
      await gameServer.gracefullyShutdown(false);
      stopPruning();
      stopBackfill();
      loopDelay.stop();
      unstamp();
      store.close();
    },
  };
}
