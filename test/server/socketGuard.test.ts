// Connection abuse: one address holds at most MAX_SOCKETS_PER_ADDRESS sockets, and a socket that never
// completes its join (it holds a seat reservation but never answers the join handshake) is dropped after the timeout.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientAddress, trustProxyFromEnv } from '../../server/http/clientAddress';
import { socketLimitsFromEnv } from '../../server/http/socketGuard';
import { listen, until, useTestServer } from './harness';
import type { IncomingMessage } from 'node:http';

describe('a cap on sockets per address', () => {
  const { server, rooms } = useTestServer({ sockets: { maxPerAddress: 2 } });

  it('refuses the socket beyond the cap with 429, and takes one again once a socket closes', async () => {
    const anne = await server().client().create('voyage', { name: 'Anne', captains: 4 });
    const watcher = await server().client().joinById(anne.roomId, { spectate: true });
    rooms.push(anne, watcher);
    await expect(server().client().joinById(anne.roomId, { spectate: true })).rejects.toThrow();
    const refused = await new Promise<number>((resolve) => {
      new WebSocket(`${server().url}/any/room`).once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    expect(refused).toBe(429);
    await watcher.leave(true);
    const again = await server().client().joinById(anne.roomId, { spectate: true });
    rooms.push(again);
    expect(again.connection.isOpen).toBe(true);
  });
});

describe('a socket that never joins', () => {
  const { server, rooms } = useTestServer({ sockets: { joinTimeoutMs: 400 } });

  it('is dropped after the join timeout, while a joined client stays', async () => {
    const anne = await server().client().create('voyage', { name: 'Anne', captains: 4 });
    rooms.push(anne);
    const inbox = listen(anne);
    await until(() => !!inbox.welcome, 5000, 'welcome');
    // A seat reserved over HTTP, then a socket that never answers the join handshake (colyseus.js would at once).
    const http = server().url.replace('ws:', 'http:');
    const reserved = (await (
      await fetch(`${http}/matchmake/joinById/${anne.roomId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ spectate: true }) })
    ).json()) as { room: { processId: string; roomId: string }; sessionId: string };
    const idle = new WebSocket(`${server().url}/${reserved.room.processId}/${reserved.room.roomId}?sessionId=${reserved.sessionId}`);
    const opened = Date.now();
    let closedAfter = -1;
    idle.once('close', () => (closedAfter = Date.now() - opened));
    await until(() => closedAfter >= 0, 10_000, 'the idle socket to be dropped');
    expect(closedAfter).toBeGreaterThanOrEqual(300);
    expect(anne.connection.isOpen).toBe(true);
  });
});

describe('the client address', () => {
  const req = (peer: string, forwarded?: string) => ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

  it('is the TCP peer unless TRUST_PROXY; then the entry our proxy appended, not a forged one', () => {
    expect(clientAddress(req('::ffff:10.0.0.9', '1.2.3.4'), false)).toBe('10.0.0.9');
    expect(clientAddress(req('10.0.0.9', 'forged, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(req('10.0.0.9'), true)).toBe('10.0.0.9');
  });
});

describe('the operator settings', () => {
  it('reads MAX_SOCKETS_PER_ADDRESS, SOCKET_JOIN_TIMEOUT (seconds) and TRUST_PROXY; nonsense keeps the defaults', () => {
    expect(socketLimitsFromEnv({ MAX_SOCKETS_PER_ADDRESS: '50', SOCKET_JOIN_TIMEOUT: '5' })).toEqual({ maxPerAddress: 50, joinTimeoutMs: 5000 });
    expect(socketLimitsFromEnv({ MAX_SOCKETS_PER_ADDRESS: 'lots', SOCKET_JOIN_TIMEOUT: '0' })).toEqual({});
    expect([undefined, '', '0', 'false', '1', 'true'].map(trustProxyFromEnv)).toEqual([false, false, false, false, true, true]);
  });
});
