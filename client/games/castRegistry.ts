// Each game's cast (its filmed table and overlay), loaded lazily: the one way the cast shell (shell/cast/CastApp.tsx)
// reaches a game, so a stream of one game never downloads the other's cast.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameKey } from '../../shared/table/gameList';
import type { CastLink } from '../shell/cast/castParams';

/** A game's cast: drawn once the feed shows its voyage under way, each in its own chunk (fetched when first drawn). */
type GameCast = LazyExoticComponent<ComponentType<CastLink>>;

/** Each game's cast by its key. */
const CASTS: Record<GameKey, GameCast> = {
  pastry: lazy(() => import('./pastry/cast/PastryCast')),
  merchant: lazy(() => import('./merchant/MerchantCast')),
};

/** The cast of the game a room plays (a room without a game is Pastry Pirates, as in old logs). */
export function gameCast(game: GameKey | undefined): GameCast {
  return CASTS[game ?? 'pastry'];
}
