// A stored voyage is resumed only under the numbers it was dealt under: replayed under re-tuned numbers it would quietly
// become another game, or a logged step would be refused. A setup with no edition was stored before editions and replays
// as it always did.
import type { AnyGameModule, TableSetup } from '../../shared/table/gameModule';
import type { VoyageStore } from './VoyageStore';

/** The engine of a stored game's key, as the server plays it. */
export type EngineOf = (game: string) => AnyGameModule;

/** Why the running engine cannot resume a stored voyage of `game` (it was dealt under other numbers), or null when it can. */
export function otherNumbers(setup: TableSetup<unknown>, game: AnyGameModule): string | null {
  if (setup.edition === undefined || setup.edition === game.edition) return null;
  return `a ${game.title} game dealt under other numbers (edition ${setup.edition} ≠ ${game.edition ?? 'none'})`;
}

/** Closes as abandoned, saying why, each unfinished voyage of `codes` the running engines cannot resume; hands back the rest to reopen. */
export function closeUnresumable(store: VoyageStore, codes: readonly string[], engineOf: EngineOf): string[] {
  return codes.filter((code) => {
    const stored = store.setupOf(code);
    const why = stored && otherNumbers(stored.setup, engineOf(stored.game));
    if (!why) return true;
    store.abandon(code);
    console.warn(`${code}: ${why}; it cannot be resumed and is closed as abandoned.`);
    return false;
  });
}
