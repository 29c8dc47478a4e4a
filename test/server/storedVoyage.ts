// Reads a voyage back out of a server's SQLite log and replays it through the engine: how tests learn what clients must not.
import { VoyageStore, type StoredVoyage } from '../../server/store/VoyageStore';
import { games } from '../../shared/games';
import { applyEntry, replayVoyage } from '../../server/store/replay';
import { createVoyage } from '../../shared/pastry/index';
import type { GameEvent, GameState } from '../../shared/pastry/index';

/** The stored voyage `code` in `dataDir` and the engine state its log replays to. */
export function storedVoyage(dataDir: string, code: string): { stored: StoredVoyage; state: GameState } {
  const store = new VoyageStore(dataDir);
  try {
    const stored = store.load(code);
    if (!stored) throw new Error(`no stored voyage ${code} in ${dataDir}`);
    return { stored, state: replayVoyage(stored.setup, stored.log, games.pastry) };
  } finally {
    store.close();
  }
}

/** Every event the stored log produced, in order, each with the day it happened on. */
export function storedEvents(dataDir: string, code: string): { day: number; event: GameEvent }[] {
  const { stored } = storedVoyage(dataDir, code);
  let state = createVoyage(stored.setup);
  const out: { day: number; event: GameEvent }[] = [];
  for (const entry of stored.log) {
    const result = applyEntry(state, entry, games.pastry);
    if (!result.ok) throw new Error(`the log no longer replays: ${result.error.code}`);
    state = result.state;
    for (const event of result.events) out.push({ day: event.type === 'dawn' ? event.day : state.day, event });
  }
  return out;
}
