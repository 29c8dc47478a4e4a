// The route planner's square colours (docs/rules/ART.md: gold, pale blue, silver), kept apart so a test can hold them distinct.

/** An sRGB colour, 0..255 a channel. */
export type Rgb = readonly [number, number, number];

/** ART.md: gold for a square reachable (going upwind as the allowance lets it). */
export const GOLD: Rgb = [250, 190, 50];
/** ART.md: pale blue for a square reachable only without going upwind. */
export const PALE_BLUE: Rgb = [190, 228, 255];
/** ART.md: silver for a square a heavy hold costs; a dim neutral grey, so it never reads as a pale-blue square you can sail to. */
export const SILVER: Rgb = [118, 118, 122];

/** How strongly a reachable square glows (the hovered one at full strength). */
export const REACHABLE_ALPHA = 0.78;
/** How strongly a heavy hold's lost square is greyed: enough that the sea's blue does not tint it into pale blue. */
export const SILVER_ALPHA = 0.8;
