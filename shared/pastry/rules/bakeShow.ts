// The bake-off's show times and open slots: a leaf module with no imports, so the HUD reads them without pulling the engine
// (and its random stream) into the client's first download.

/** R41: the crates are shown open this long before the swaps. */
export const OPEN_SHOW_MS = 3000;
/** R41: each swap is shown this long. */
export const SWAP_MS = 500;
/** R42: a naming's answer (every crate opened, the baker's picks beside the truth) stays on screen this long before play goes on. */
export const ANSWER_SHOW_MS = 4000;

/** R42: the recipe slots not yet locked, in order. */
export function openSlots(locked: readonly (number | null)[]): number[] {
  return locked.map((p, slot) => (p === null ? slot : -1)).filter((slot) => slot >= 0);
}
