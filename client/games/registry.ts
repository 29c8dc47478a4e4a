// The client's game registry: each game's small eager hooks, the one place the shell's store and net layer reach a game.
// A game's table (scene, HUD, cast) is not here: App.tsx and cast/CastApp.tsx load it lazily.
import type { GameKey } from '../../shared/table/gameList';
import type { ShellGameHooks } from '../shell/gameHooks';
import { merchantHooks } from './merchant/shellHooks';
import { pastryHooks } from './pastry/shellHooks';

/**
 * The hooks of the game a room plays (a room without a game is Pastry Pirates, as in old logs). The table is built at the
 * call, not at load, so a game's hooks may import the store that imports this registry.
 */
export function gameHooks(game: GameKey | undefined): ShellGameHooks {
  const games: Record<GameKey, ShellGameHooks> = { pastry: pastryHooks, merchant: merchantHooks };
  return games[game ?? 'pastry'];
}
