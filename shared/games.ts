// The registry of games (docs/rules/MERCHANT_CONTRACT.md): a list of GameModules, each exported by its game's folder. A table
// room, the audience, replays and the contract suite reach a game only through here. A game joins with one line in GAMES.
import { pastryGame } from './pastry/game';
import { merchantGame } from './merchant/game';

export type { GameModule } from './table/gameModule';
export type { PastryPrivate } from './pastry/game';

/** Every game a table can play, the default first. */
export const GAMES = [pastryGame, merchantGame] as const;

/** A registered game's key. */
export type GameKey = (typeof GAMES)[number]['key'];

/** One game of the registry, with its own types. */
type Registered = (typeof GAMES)[number];

/** Every game by its key, read off GAMES. */
export const games = Object.fromEntries(GAMES.map((game) => [game.key, game])) as { [G in Registered as G['key']]: G };
