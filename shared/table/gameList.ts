// The games a table can play, as the lobby, the room's options and the registry name them. No zod: the client imports it.
import { MAX_SEATS, MIN_SEATS } from './limits';

/** Every game's key, the first being the default (an older client's room is Pastry Pirates). */
export const GAME_KEYS = ['pastry', 'merchant'] as const;

/** A game's key. */
export type GameKey = (typeof GAME_KEYS)[number];

/** Each game's name. */
export const GAME_TITLES: Record<GameKey, string> = { pastry: 'Pastry Pirates', merchant: 'Merchant Voyages' };

/** Each game in one line, for the lobby's picker. */
export const GAME_LINES: Record<GameKey, string> = {
  pastry: 'Sail the wind, buy ingredients, trade broadsides, then win a memory bake-off at Tortuga.',
  merchant: 'Load your ships, brave the pirates on three trade lanes, and push your luck for Prestige.',
};

/** Each game's words where the shell speaks of its players, its table and what a streamer hides (the cast's waiting card, the waiting room). */
export const GAME_WORDS: Record<GameKey, { players: string; table: string; gathering: string; secret: string | null }> = {
  pastry: { players: 'Captains', table: 'Voyage', gathering: 'The captains are gathering. The voyage sets sail soon.', secret: 'my recipe' },
  merchant: { players: 'Merchants', table: 'Game', gathering: 'The merchants are gathering. The game starts soon.', secret: null }, // M41: nothing is hidden
};

/** How many seats each game's table takes (R1; M1: 2 to 4 merchants). */
export const SEATS: Record<GameKey, { min: number; max: number }> = { pastry: { min: MIN_SEATS, max: MAX_SEATS }, merchant: { min: 2, max: 4 } };
