// Pastry Pirates' part of the shell's store: its view rebuilt from each patch (and the one before it), this seat's
// recipe, the view the HUD holds while a step's events play, and its HUD's own pointers and panels. Only this folder
// reads it; its hooks (shellHooks.ts) feed it; the shell's store holds it (declared below into shell/gameSlices.ts) and
// clears it with the room. Data only: no store import.
import type { GameEvent, PlayerView, Recipe, Square } from '../../../shared/pastry/index';
import type { GameSlice } from '../../shell/clientGame';

/**
 * An event as the server sent it, with a local key so late-mounted components can tell news from history; `at` (local
 * time its show starts) and `ms` (how long it plays) are stamped when it arrives, for the cast's director.
 */
export type TimedEvent = { key: number; event: GameEvent; at?: number; ms?: number };

/** The fields only Pastry Pirates reads. */
export type PastrySlice = {
  events: TimedEvent[]; // the latest steps' events, for the scene, the director and the HUD's captions (the last 200)
  view: PlayerView | null; // the room's voyage as this seat sees it (toView.ts), null in the waiting room
  recipe: Recipe | null; // this seat's own recipe (R52), from its private bits
  held: PlayerView | null; // the view from before the events now playing, for the HUD's numbers until they have played out
  previousView: PlayerView | null; // the view before the latest state patch
  hover: Square | null; // the square the route planner points at
  album: boolean; // the scrapbook is open
  bakePicks: number[]; // bench positions the baker has named so far in this attempt, slot by slot
  islandHover: number | null; // the island pointed at (or tapped), whose card shows its ingredient, price and crates
  shortcuts: boolean; // the shortcut list is open
  cameraFree: boolean; // the player moved the camera: it stops following until they reset the view
};

declare module '../../shell/gameSlices' {
  /** Pastry Pirates' part of the shell's store. */
  interface GameSlices extends PastrySlice {}
}

/** Pastry Pirates' part of the store: as a fresh page starts, and what joining (a reconnect too: what was playing, and a half-named bake) and leaving a room forget. */
export const pastrySlice: GameSlice<PastrySlice> = {
  start: {
    events: [],
    view: null,
    recipe: null,
    held: null,
    previousView: null,
    hover: null,
    album: false,
    bakePicks: [],
    islandHover: null,
    shortcuts: false,
    cameraFree: false,
  },
  forgetOnJoining: ['events', 'held', 'previousView', 'bakePicks'],
  forgetOnLeaving: ['view', 'recipe', 'held', 'previousView', 'bakePicks', 'album', 'islandHover', 'cameraFree', 'shortcuts'],
};
