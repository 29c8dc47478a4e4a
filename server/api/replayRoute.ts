// GET /api/voyages/CODE/replay (issue 31): a finished game's replay as JSON, built by its engine from its log the first time
// it is asked for and then served from a bounded cache, gzipped to clients that take it. An unknown code or a game still
// under way is a 404; a finished game this build can no longer replay (dealt under other numbers, or its log no longer
// replays to its stored end) answers 410 saying why, with its stored result, never a 500.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { isRoomCode } from '../../shared/table/roomCode';
import type { ReplayUnavailable } from '../../shared/table/replay';
import { otherNumbers } from '../store/unresumable';
import type { VoyageStore } from '../store/VoyageStore';
import type { TableRegistry } from '../table/tableRegistry';
import { buildReplay, finishedVoyage } from './buildReplay';
import { ReplayCache, type CachedAnswer } from './replayCache';

/** How much gzipped replay JSON the cache keeps by default: about a hundred long games. */
export const REPLAY_CACHE_BYTES = 16 * 2 ** 20;

/** The answer for a finished game: its replay (200), or why it has none on this build (410). */
function finishedAnswer(store: VoyageStore, games: TableRegistry, code: string): { status: number; body: unknown } {
  const stored = store.load(code)!;
  const result = store.finished.resultOf(code);
  const table = games.has(stored.game) ? games.get(stored.game) : null;
  const voyage = result && finishedVoyage(result, table);
  const unavailable = (kind: ReplayUnavailable['unavailable'], error: string) => ({ status: 410, body: { error, unavailable: kind, voyage } satisfies ReplayUnavailable });
  if (!table) return unavailable('game', `This server no longer plays ${stored.game}, so game ${code} cannot be replayed here; its result stands as it was stored.`);
  const numbers = otherNumbers(stored.setup, table.module);
  if (numbers) return unavailable('edition', `Game ${code} is ${numbers}: this server can no longer replay it. Its result stands as it was stored.`);
  let replay: ReturnType<typeof buildReplay>;
  try {
    replay = buildReplay(table, stored, result, store.finished.endedAt(code) ?? 0);
  } catch (error) {
    console.warn(`${code}: its replay failed:`, error);
    return unavailable('engine', `Game ${code}'s log no longer replays on this server's ${table.module.title} rules, so it cannot be shown. Its result stands as it was stored.`);
  }
  const finalView = store.finished.finalViewOf(code);
  if (finalView !== null && JSON.stringify(replay.final) !== finalView)
    return unavailable('engine', `Game ${code} no longer replays to the end it had on this server's ${table.module.title} rules, so it cannot be shown. Its result stands as it was stored.`);
  return { status: 200, body: replay };
}

/** Sends a cached answer: gzipped to a client that takes gzip, plain JSON to one that does not. */
function send(req: Request, res: Response, { status, gzipped }: CachedAnswer): void {
  res.status(status).type('application/json').set('Vary', 'Accept-Encoding');
  if (status === 200) res.set('Cache-Control', 'public, max-age=3600'); // a finished game's replay never changes
  if (req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(gzipped);
  else res.send(gunzipSync(gzipped));
}

/** The route handler, with its cache of the most recent answers (bounded by `cacheBytes` of gzipped JSON). */
export function replayRoute(store: VoyageStore, games: TableRegistry, cacheBytes = REPLAY_CACHE_BYTES): ((req: Request, res: Response) => void) & { cache: ReplayCache } {
  const cache = new ReplayCache(cacheBytes);
  const handler = (req: Request, res: Response) => {
    const code = String(req.params.code ?? '').toUpperCase();
    if (!isRoomCode(code)) {
      res.status(400).json({ error: 'A room code is 5 letters.' });
      return;
    }
    const cached = cache.get(code);
    if (cached) return send(req, res, cached);
    const status = store.statusOf(code);
    if (status !== 'over') {
      const why =
        status === null ? `No game ${code} was ever finished here.` : `Game ${code} has not finished (${status === 'playing' ? 'it is under way' : 'it was abandoned'}), so it has no replay.`;
      res.status(404).json({ error: why });
      return;
    }
    const answer = finishedAnswer(store, games, code);
    const made = { status: answer.status, gzipped: gzipSync(JSON.stringify(answer.body)) };
    cache.set(code, made);
    send(req, res, made);
  };
  return Object.assign(handler, { cache });
}
