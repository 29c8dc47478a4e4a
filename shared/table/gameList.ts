// The games a table can play, as the lobby, the room's options and the registry name them, read off each game's facts
// (`shared/<game>/about.ts`). No zod: the client imports it.
import { merchantAbout } from '../merchant/about';
import { pastryAbout } from '../pastry/about';
import type { GameAbout } from './gameAbout';

/** Every game's facts, the first being the default game (an older client's room is Pastry Pirates). */
export const GAME_ABOUTS = [pastryAbout, merchantAbout] as const;

/** A game's key. */
export type GameKey = (typeof GAME_ABOUTS)[number]['key'];

/** Every game's key, the default first. */
export const GAME_KEYS = GAME_ABOUTS.map((about) => about.key) as [GameKey, ...GameKey[]];

/** A game's facts by its key. */
export const ABOUT = byKey((about) => about);

/** Each game's name. */
export const GAME_TITLES = byKey((about) => about.title);

/** Each game in one line, for the lobby's picker. */
export const GAME_LINES = byKey((about) => about.line);

/** Each game's words where the shell speaks of its players, its table and what a streamer hides (the cast's waiting card, the waiting room). */
export const GAME_WORDS = byKey((about) => about.words);

/** How many seats each game's table takes (R1; M1: 2 to 4 merchants). */
export const SEATS = byKey((about) => about.seats);

/** One fact of every game, by key. */
function byKey<T>(read: (about: GameAbout) => T): Record<GameKey, T> {
  return Object.fromEntries(GAME_ABOUTS.map((about) => [about.key, read(about)])) as Record<GameKey, T>;
}
