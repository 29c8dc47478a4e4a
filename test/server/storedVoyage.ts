// Reads a voyage back out of a server's SQLite log and replays it through the engine: how tests learn what clients must not.
import { VoyageStore, type StoredVoyage } from '../../server/store/VoyageStore';
import { replayVoyage } from '../../server/store/replay';
import type { GameState } from '../../shared/index';

/** The stored voyage `code` in `dataDir` and the engine state its log replays to. */
export function storedVoyage(dataDir: string, code: string): { stored: StoredVoyage; state: GameState } {
  const store = new VoyageStore(dataDir);
  try {
    const stored = store.load(code);
    if (!stored) throw new Error(`no stored voyage ${code} in ${dataDir}`);
    return { stored, state: replayVoyage(stored.setup, stored.log) };
  } finally {
    store.close();
  }
}
