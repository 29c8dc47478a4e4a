// Which address a request came from: the socket's peer, or behind a trusted proxy the first X-Forwarded-For entry (issue 11).
import type { IncomingMessage } from 'node:http';

/** The client address a limit is charged to; X-Forwarded-For is believed only when TRUST_PROXY says a proxy sets it. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
