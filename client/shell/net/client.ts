// The one colyseus.js Client of this page, made at its first use (a join), not when a module is imported: a page that
// never joins (the rules, a test importing the store) opens nothing, and the lobby's first download leaves the
// library out (it comes as its own chunk while the first join starts).
import type { Client } from 'colyseus.js';

let client: Promise<Client> | null = null;

/** The page's Client, for its own host (wss on https), loading colyseus.js the first time it is asked for. */
export function colyseus(): Promise<Client> {
  client ??= import('colyseus.js').then(({ Client }) => new Client(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`));
  return client;
}
