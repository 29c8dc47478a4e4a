// The client's one game registry: each game's plugin, exported by its folder. main.tsx hands it to the shell; the first
// game is the one a room that names none plays (an old log's). Adding a game is its folder and a line here.
import type { GameKey } from '../../shared/games';
import type { ClientGame } from '../shell/clientGame';
import { merchant } from './merchant/index';
import { pastry } from './pastry/index';

/** Every game this client plays, in the lobby's order: each keyed by a game the server's registry plays (shared/games.ts). */
export const GAMES: readonly ClientGame<GameKey>[] = [pastry, merchant];
