// GET /api/voyages/CODE: what an invite link should say before anyone types a name: unknown, a waiting room, still sailing,
// abandoned, or over with its winners.
import type { Request, Response } from 'express';
import type { VoyageStore } from '../store/VoyageStore';
import { replayVoyage } from '../store/replay';
import type { TableRegistry } from '../table/tableRegistry';
import { isRoomCode } from '../../shared/table/roomCode';
import { lengthKey, type VoyageSummary } from '../../shared/table/voyageSummary';

const CACHE_SIZE = 256;

/** The route handler, with a small cache: a finished voyage never changes, and replaying one costs a few milliseconds. */
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
    const stored = store.load(code);
    if (!stored) {
      res.json({ status: (await isOpenRoom(code)) ? 'waiting' : 'unknown' } satisfies VoyageSummary);
      return;
    }
    if (stored.status !== 'over') {
      res.json({ status: 'playing' } satisfies VoyageSummary);
      return;
    }
    const table = games.get(stored.game);
    const { captains, winners, days, standings, figures } = table.summary(replayVoyage(stored.setup, stored.log, table.module));
    const game = table === games.fallback ? {} : { game: stored.game }; // the answer of old is the default game's
    const ranked = standings && figures ? { standings: standings.map((seat) => ({ name: captains[seat], figures: figures[seat] })) } : {}; // the scores, for the ended voyage's card (issue 32)
    const summary: VoyageSummary = { status: 'over', ...game, captains, winners: winners.map((seat) => captains[seat]), [lengthKey(table.module.words.round)]: days, ...ranked }; // in the game's own words (issue 32)
    if (finished.size >= CACHE_SIZE) finished.delete(finished.keys().next().value!);
    finished.set(code, summary);
    res.json(summary);
  };
}
