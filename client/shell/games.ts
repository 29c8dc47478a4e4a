// The games this client plays, handed to the shell once by main.tsx (from games/registry.ts): the shell imports no game,
// so no game's table, which imports the shell, is ever in a circle with it.
import type { ClientGame, GameSlice } from './clientGame';
import type { GameSlices } from './gameSlices';

let installed: readonly ClientGame[] = [];

/** Keeps the list (the store's installGames calls it, and starts each game's part of the store). */
export function keepGames(list: readonly ClientGame[]): void {
  installed = list;
}

/** Every game, in the registry's order (the lobby's picker, quick play's buttons). */
export function allGames(): readonly ClientGame[] {
  return installed;
}

/** The game a room plays; a room that names none is the first game's (an old log's). */
export function gameOf(key: string | undefined): ClientGame {
  const game = installed.find((g) => g.key === key) ?? installed[0];
  if (!game) throw new Error('No game installed: main.tsx hands the shell games/registry.ts first');
  return game;
}

/** Every game's part of the store as a fresh page starts, or what joining or leaving a room forgets of it. */
export function gameParts(moment: 'start' | 'joining' | 'leaving'): Partial<GameSlices> {
  const parts = installed.flatMap((g) => (g.slice ? [g.slice] : []));
  return Object.assign({}, ...parts.map((slice) => partAt(slice, moment)));
}

/** One game's part at a moment: its start values, of the fields that moment forgets. */
function partAt(slice: GameSlice, moment: 'start' | 'joining' | 'leaving'): object {
  if (moment === 'start') return slice.start;
  const keys = moment === 'joining' ? slice.forgetOnJoining : slice.forgetOnLeaving;
  return Object.fromEntries(keys.map((key) => [key, slice.start[key]]));
}
