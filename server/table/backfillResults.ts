// Games that finished before results were stored (issue 31) get theirs once, in the background after startup, so the list of
// finished games shows them too: each is replayed under its game's engine, one at a time with a pause between, so live
// tables hardly notice. One dealt under other numbers, or whose log no longer replays, is left without (its summary says so).
import { replayToEnd } from '../store/replay';
import { otherNumbers } from '../store/unresumable';
import type { VoyageStore } from '../store/VoyageStore';
import { gameResult } from './gameResult';
import type { TableRegistry } from './tableRegistry';

/** The pause between two games' replays, so a long backlog never holds the event loop for long. */
const PAUSE_MS = 20;

/** Records the results of older finished games, newest first; returns the stop, and calls `done` when the backlog is through. */
export function backfillResults(store: VoyageStore, games: TableRegistry, done: () => void = () => undefined): () => void {
  const backlog = store.finished.unrecorded();
  let timer: NodeJS.Timeout | null = null;
  const next = () => {
    const game = backlog.shift();
    if (!game) return done();
    recordOne(store, games, game);
    timer = setTimeout(next, PAUSE_MS);
    timer.unref();
  };
  timer = setTimeout(next, 0);
  timer.unref();
  return () => {
    if (timer) clearTimeout(timer);
  };
}

/** Replays one older game and stores its result, unless this build cannot. */
function recordOne(store: VoyageStore, games: TableRegistry, { code, game, endedAt }: { code: string; game: string; endedAt: number }): void {
  if (!games.has(game)) return;
  const table = games.get(game);
  const stored = store.load(code);
  if (!stored || otherNumbers(stored.setup, table.module)) return;
  try {
    const state = replayToEnd(stored.setup, stored.log, table.module);
    if (table.module.isOver(state)) store.finished.record(code, game, gameResult(table, state), endedAt);
  } catch (error) {
    console.warn(`${code}: its result could not be recovered from its log:`, error);
  }
}
