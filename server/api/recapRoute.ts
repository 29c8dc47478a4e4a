// GET /api/voyages/CODE/recap (issue 31): a game under way's previous full day (or round), for someone joining it late, as
// the spectator saw it; or, with a seat's token in the X-Seat-Token header, as that seat saw it (R52, M41: a seat is proven
// by its token, never named). Built from the log, and kept only until the log grows (many joining at once, or one asking
// again and again, cost one build a step); never cached by a browser: the next day changes it.
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { isRoomCode } from '../../shared/table/roomCode';
import { SEAT_TOKEN_HEADER } from '../../shared/table/replay';
import type { VoyageStore } from '../store/VoyageStore';
import type { TableRegistry } from '../table/tableRegistry';
import { buildRecap } from './buildRecap';

/** Longest seat token a request may send: a UUID is 36 characters. */
const MAX_TOKEN = 100;

/** How many recaps are kept, each for one game, viewer and log length. */
const KEPT_RECAPS = 64;

/** The latest recaps built, by game code, viewer and log length, the oldest dropped first past the bound. */
export class RecentRecaps {
  private kept = new Map<string, unknown>();

  /** The recap kept under this key, or undefined. */
  get(key: string): unknown {
    return this.kept.get(key);
  }

  /** Keeps a recap (null: none yet), dropping the oldest past the bound. */
  set(key: string, recap: unknown): void {
    this.kept.set(key, recap);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_RECAPS) break;
      this.kept.delete(oldest);
    }
  }

  /** How many are kept. */
  get size(): number {
    return this.kept.size;
  }
}

/** The answer for a code and an optional seat token: a status and a JSON body. */
export function recapAnswer(store: VoyageStore, games: TableRegistry, code: string, token: string | undefined, recent = new RecentRecaps()): { status: number; body: unknown } {
  if (!isRoomCode(code)) return { status: 400, body: { error: 'A room code is 5 letters.' } };
  if (token !== undefined && (token.length === 0 || token.length > MAX_TOKEN)) return { status: 400, body: { error: 'A seat token is a short string.' } };
  if (store.statusOf(code) !== 'playing') return { status: 404, body: { error: `No game ${code} is under way here, so it has nothing to catch up on.` } };
  const stored = store.load(code)!;
  if (!games.has(stored.game)) return { status: 404, body: { error: `This server does not play ${stored.game}.` } };
  const seat = token === undefined ? null : stored.seatTokens.get(token);
  if (seat === undefined) return { status: 403, body: { error: `That seat token is not for a seat of game ${code}.` } };
  const delay = (stored.room as { castDelay?: number } | null)?.castDelay ?? 0;
  if (seat === null && delay > 0) return { status: 200, body: { none: `Game ${code} is streamed ${delay} s behind: its spectators watch it through its audience feed.` } }; // no recap, and no error: a page asks as it joins
  const table = games.get(stored.game);
  const key = `${code} ${seat ?? 'spectator'} ${stored.log.length}`;
  let recap = recent.get(key) as ReturnType<typeof buildRecap> | undefined;
  if (recap === undefined) recent.set(key, (recap = buildRecap(table, stored, seat)));
  if (!recap) return { status: 200, body: { none: `Game ${code}'s first ${table.module.words.round} is still under way: there is nothing to catch up on yet.` } }; // a page asks as it joins: no error in its console
  return { status: 200, body: recap };
}

/** The route handler: gzipped to a client that takes gzip, never stored by a cache. */
export function recapRoute(store: VoyageStore, games: TableRegistry): (req: Request, res: Response) => void {
  const recent = new RecentRecaps();
  return (req, res) => {
    const header = req.get(SEAT_TOKEN_HEADER);
    let answer: { status: number; body: unknown };
    try {
      answer = recapAnswer(store, games, String(req.params.code ?? '').toUpperCase(), header, recent);
    } catch (error) {
      console.warn(`${req.params.code}: its recap failed:`, error);
      answer = { status: 500, body: { error: 'This game cannot be recapped on this server.' } };
    }
    const json = JSON.stringify(answer.body);
    res.status(answer.status).type('application/json').set({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    if (req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(gzipSync(json));
    else res.send(json);
  };
}
