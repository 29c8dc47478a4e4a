// What the shell's store and net layer ask of each game as a room's patches arrive: a game's small eager part, listed in
// client/games/registry.ts. A game's table itself (scene, HUD) loads lazily and reads the store.
import type { PlayerView, Recipe } from '../../shared/index';
import type { TableJson } from '../net/tableJson';

/** The hooks one game gives the shell. */
export type ShellGameHooks = {
  /** The game's view for the store's `view` (the first game's HUD and scene read it), or null where the game's own folder reads `room`. */
  view(room: TableJson, seat: number | null, recipe: Recipe | null): PlayerView | null;
};
