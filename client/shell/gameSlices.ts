// Each game's own part of the shell's store, declared by the game itself: its folder extends this interface
// (`declare module '.../shell/gameSlices' { interface GameSlices extends MySlice {} }`), so the shell names no game.

/** Every game's part of the store together; empty here, filled in by each game that keeps one (Pastry Pirates: pastrySlice.ts). */
// biome-ignore lint/suspicious/noEmptyInterface: an interface each game extends by declaration merging
export interface GameSlices {}
