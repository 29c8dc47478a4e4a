// Builds the whole server on one port: the built client, the Colyseus WebSocket, and GET /health.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import express from 'express';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisPresence } from '@colyseus/redis-presence';
import { RedisDriver } from '@colyseus/redis-driver';
import { VoyageStore } from './store/VoyageStore';
import { voyageRoomFor } from './rooms/VoyageRoom';
import { voyageSummaryRoute } from './api/voyageSummary';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rooms/rateLimit';
import { securityHeaders } from './http/securityHeaders';
import { serveClient } from './http/serveClient';
import { DEFAULT_SOCKET_LIMITS, socketGuard, type SocketLimits } from './http/socketGuard';

/** How to run a server. */
export type ServerConfig = {
  port: number;             // 0 picks a free port
  dataDir: string;
  clientDir: string;        // the built client (vite's output)
  redisUrl?: string;
  publicAddress?: string;   // how clients reach this process when several share Redis
  testSeeds?: boolean;
  rateLimits?: Partial<RateLimits>; // tests loosen or tighten the per-client limit; production keeps the defaults
  trustProxy?: boolean;     // the client's address is the X-Forwarded-For of our own reverse proxy (TRUST_PROXY)
  sockets?: Partial<SocketLimits>; // per-address socket cap and join timeout; production keeps the defaults
};

/** A running server. */
export type RunningServer = { port: number; restored: string[]; close: () => Promise<void> };

/** Starts a server; it also reopens every unfinished voyage in its database. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = new VoyageStore(config.dataDir);
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(!!config.trustProxy));
  app.get('/health', (_req, res) => {
    res.json({ ok: true, rooms: matchMaker.stats.local.roomCount, clients: matchMaker.stats.local.ccu });
  });
  app.get('/api/voyages/:code', voyageSummaryRoute(store));
  if (existsSync(config.clientDir)) app.use(serveClient(config.clientDir));
  const httpServer = createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer, verifyClient: socketGuard({ ...DEFAULT_SOCKET_LIMITS, ...config.sockets }, !!config.trustProxy) }),
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    gracefullyShutdown: false,
    greet: false,
  });
  const restoring = new Set(store.unfinishedCodes());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
  gameServer.define('voyage', voyageRoomFor({ store, testSeeds: config.testSeeds ?? false, restoring, rateLimits }));
  // Reopen before listening, so no client can race the restore, and on this process (createRoom could pick another one sharing Redis).
  const restored: string[] = [];
  for (const code of [...restoring]) {
    try {
      await matchMaker.handleCreateRoom('voyage', { restore: code });
      restored.push(code);
    } catch (error) {
      console.error(`Could not reopen voyage ${code}:`, error);
    }
  }
  restoring.clear();
  await gameServer.listen(config.port);
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port,
    restored,
    close: async () => {
      await gameServer.gracefullyShutdown(false);
      store.close();
    },
  };
}
