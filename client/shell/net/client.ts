// The one colyseus.js Client of this page, made at its first use (a join), not when a module is imported: a page that
// never joins (the rules, a test importing the store) opens nothing.
import { Client } from 'colyseus.js';

let client: Client | null = null;

/** The page's Client, for its own host (wss on https). */
export function colyseus(): Client {
  client ??= new Client(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`);
  return client;
}
