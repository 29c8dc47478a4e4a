// GET /api/voyages?finished=1 (issue 31): finished games, newest first, as stored when each ended; `limit` and `before` page
// it. The query is checked with zod: anything else gets a 400 with a JSON error and reads nothing.
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { FinishedPage } from '../../shared/table/replay';
import type { VoyageStore } from '../store/VoyageStore';
import type { TableRegistry } from '../table/tableRegistry';
import { finishedVoyage } from './buildReplay';

/** The most games one page holds, and how many it holds when not asked. */
export const PAGE_MAX = 100;
const PAGE_DEFAULT = 20;

/** What the list may be asked: only finished games, how many, and those that finished before a time (the last page's `next`). */
const listQuery = z.object({
  finished: z.literal('1', { message: 'Only finished games are listed: ask with finished=1.' }),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  before: z.coerce.number().int().positive().optional(),
});

/** The route handler. */
export function finishedListRoute(store: VoyageStore, games: TableRegistry): (req: Request, res: Response) => void {
  return (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: query.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ') });
      return;
    }
    const { limit, before } = query.data;
    const page = store.finished.page(limit, before);
    const answer: FinishedPage = {
      voyages: page.map((result) => finishedVoyage(result, games.has(result.game) ? games.get(result.game) : null)),
      next: page.length === limit ? page[page.length - 1].finishedAt : null,
    };
    res.set('Cache-Control', 'no-cache').json(answer);
  };
}
