// GET /api/voyages/CODE: what an invite link should say before anyone types a name: unknown, a waiting room, still sailing,
// abandoned, or over with its winners.
import type { Request, Response } from 'express';
import type { VoyageStore } from '../store/VoyageStore';
import { replayToEnd } from '../store/replay';
import { otherNumbers } from '../store/unresumable';
import type { TableRegistry } from '../table/tableRegistry';
import { isRoomCode } from '../../shared/table/roomCode';
import { lengthKey, type VoyageSummary } from '../../shared/table/voyageSummary';

const CACHE_SIZE = 256;

/** Who won, how long it took, and the standings with their figures where the game keeps them. */
type Ranking = { winners: number[]; days: number | null; standings?: number[]; figures?: Record<string, number>[] };

/**
 * A finished game's line: its stored result when it has one (a re-tune never changes who won, issue 31); for one finished
 * before results were stored, its replay under today's engine, unless it was dealt under other numbers or no longer
 * replays, when it names its captains and no winner rather than guess.
 */
function overSummary(store: VoyageStore, games: TableRegistry, code: string): VoyageSummary {
  const stored = store.setupOf(code)!;
  const table = games.has(stored.game) ? games.get(stored.game) : null;
  const game = table === games.fallback ? {} : { game: stored.game }; // the answer of old is the default game's
  const line = (captains: string[], { winners, days, standings, figures }: Ranking): VoyageSummary => ({
    status: 'over',
    ...game,
    captains,
    winners: winners.map((seat) => captains[seat]),
    ...(table && days !== null ? { [lengthKey(table.module.words.round)]: days } : {}), // in the game's own words (issue 32)
    ...(standings && figures ? { standings: standings.map((seat) => ({ name: captains[seat], figures: figures[seat] })) } : {}), // the scores, for the ended voyage's card (issue 32)
  });
  const result = store.finished.resultOf(code);
  if (result)
    return line(
      result.seats.map((s) => s.name),
      { ...result, days: result.length },
    );
  const unknown = line(
    stored.setup.captains.map((c) => c.name),
    { winners: [], days: null },
  );
  if (!table || otherNumbers(stored.setup, table.module)) return unknown;
  try {
    const summary = table.summary(replayToEnd(stored.setup, store.load(code)!.log, table.module));
    return line(summary.captains, summary);
  } catch {
    return unknown;
  }
}

/** The route handler, with a small cache: a finished voyage never changes. */
export function voyageSummaryRoute(store: VoyageStore, games: TableRegistry, isOpenRoom: (code: string) => Promise<boolean>): (req: Request, res: Response) => Promise<void> {
  const finished = new Map<string, VoyageSummary>();
  return async (req, res) => {
    const code = String(req.params.code ?? '').toUpperCase();
    if (!isRoomCode(code)) {
      res.status(400).json({ error: 'A room code is 5 letters.' });
      return;
    }
    const cached = finished.get(code);
    if (cached) {
      res.json(cached);
      return;
    }
    if (store.wasAbandoned(code)) {
      res.json({ status: 'abandoned' } satisfies VoyageSummary);
      return;
    }
    const status = store.statusOf(code);
    if (!status) {
      res.json({ status: (await isOpenRoom(code)) ? 'waiting' : 'unknown' } satisfies VoyageSummary);
      return;
    }
    if (status !== 'over') {
      res.json({ status: 'playing' } satisfies VoyageSummary);
      return;
    }
    const summary = overSummary(store, games, code);
    if (finished.size >= CACHE_SIZE) finished.delete(finished.keys().next().value!);
    finished.set(code, summary);
    res.json(summary);
  };
}
