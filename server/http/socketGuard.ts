// Connection abuse: caps the WebSockets one address holds open, and drops a socket that has not joined its room in time.
import type { IncomingMessage } from 'node:http';
import { ClientState, matchMaker } from '@colyseus/core';
import { clientAddress } from './clientAddress';

/** How many sockets one address may hold, and how long a socket may stay without becoming a joined client. */
export type SocketLimits = { maxPerAddress: number; joinTimeoutMs: number };

/** A family behind one router plays a few tables at most; a socket's join normally completes in milliseconds. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = { maxPerAddress: 20, joinTimeoutMs: 15_000 };

/** The operator's settings: MAX_SOCKETS_PER_ADDRESS and SOCKET_JOIN_TIMEOUT (seconds); unset ones keep the defaults. */
export function socketLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<SocketLimits> {
  const limits: Partial<SocketLimits> = {};
  const cap = Number(env.MAX_SOCKETS_PER_ADDRESS);
  const seconds = Number(env.SOCKET_JOIN_TIMEOUT);
  if (cap > 0) limits.maxPerAddress = cap; // unset, zero or nonsense keeps the default rather than lifting the cap
  if (seconds > 0) limits.joinTimeoutMs = seconds * 1000;
  return limits;
}

/** Whether the socket of this upgrade request is now a joined client of a room on this process. */
function joined(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'ws://server');
  // The transport's own reading of the path (it exports no parser): pinned by test/server/socketGuard.test.ts, where a joined
  // client outlives the join timeout only while this still finds its room.
  const roomId = url.pathname.match(/\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/)?.[1];
  const sessionId = url.searchParams.get('sessionId');
  const room = roomId ? matchMaker.getLocalRoomById(roomId) : undefined;
  return !!room?.clients.some((c) => c.sessionId === sessionId && c.state === ClientState.JOINED);
}

/** ws's verifyClient: refuses (429) a socket beyond the address's cap, and destroys one still not joined after the timeout. */
export function socketGuard(limits: SocketLimits, trustProxy: boolean) {
  const open = new Map<string, number>();
  return (info: { req: IncomingMessage }, accept: (ok: boolean, code?: number, message?: string) => void): void => {
    const { req } = info;
    const address = clientAddress(req, trustProxy);
    const count = open.get(address) ?? 0;
    if (count >= limits.maxPerAddress) return accept(false, 429, 'Too many connections from this address');
    open.set(address, count + 1);
    const deadline = setTimeout(() => {
      if (!joined(req)) req.socket.destroy();
    }, limits.joinTimeoutMs);
    req.socket.once('close', () => {
      clearTimeout(deadline);
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    accept(true);
  };
}
