// Each game's table (its scene, HUD, keys and sounds), loaded lazily: the one way App.tsx reaches a game, so the lobby
// downloads no game and a voyage of one game never downloads the other's table.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameKey } from '../../shared/table/gameList';

/** A game's table: drawn once its voyage is under way, each in its own chunk; `preload` fetches it ahead (the waiting room). */
type GameTable = { Room: LazyExoticComponent<ComponentType>; preload: () => void };

/** A table from its chunk's import, fetched once whether preloaded or drawn first. */
function table(load: () => Promise<{ default: ComponentType }>): GameTable {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  return { Room: lazy(once), preload: () => void once() };
}

/** Each game's table by its key. */
const TABLES: Record<GameKey, GameTable> = {
  pastry: table(() => import('./pastry/PastryRoom')),
  merchant: table(() => import('./merchant/MerchantRoom')),
};

/** The table of the game a room plays (a room without a game is Pastry Pirates, as in old logs). */
export function gameTable(game: GameKey | undefined): GameTable {
  return TABLES[game ?? 'pastry'];
}
