// Who is on the other end of a request: the socket's peer, or behind a trusted reverse proxy the address it reports.
import type { IncomingMessage } from 'node:http';

/**
 * The client's address, for per-address limits. Without `trustProxy` it is the TCP peer (X-Forwarded-For is ignored, as
 * anyone can send it); with it, the last X-Forwarded-For entry, the one our own proxy appended (earlier entries come
 * from the client and may be forged).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = trustProxy && chain.length ? chain[chain.length - 1] : (req.socket.remoteAddress ?? 'unknown');
  return address.startsWith('::ffff:') ? address.slice(7) : address; // one IPv4 client, one key, whichever socket family
}

/** Whether TRUST_PROXY asks to believe X-Forwarded-For: set and not '0' or 'false'. */
export function trustProxyFromEnv(value: string | undefined): boolean {
  return !!value && !['0', 'false', 'no'].includes(value.toLowerCase());
}
