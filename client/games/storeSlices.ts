// Each game's part of the shell's store: the fields only that game's folder reads (Pastry Pirates: its view, its events
// and its HUD's state), fed by its hooks (registry.ts). The shell's store holds them and clears them with the room; it reads none.
// Adding a game with a part of its own is a line in each of these.
import { PASTRY_JOINED, PASTRY_LEFT_ROOM, PASTRY_START, type PastrySlice } from './pastry/pastrySlice';

/** Every game's part of the store (Merchant Voyages reads the room itself and has none). */
export type GameSlices = PastrySlice;

/** Every game's part as a fresh page starts. */
export const GAME_SLICES_START: GameSlices = { ...PASTRY_START };

/** What every game's part forgets on joining a room (a reconnect too). */
export const GAME_SLICES_JOINED: Partial<GameSlices> = { ...PASTRY_JOINED };

/** What every game's part forgets on leaving a room. */
export const GAME_SLICES_LEFT_ROOM: Partial<GameSlices> = { ...PASTRY_LEFT_ROOM };
