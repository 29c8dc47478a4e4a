// Each seat's colour and flag, the same at both games' tables, in their HUDs and on the cast.

/** The Okabe–Ito captain colours, by seat (docs/rules/ART.md). */
export const SEAT_COLOURS = ['#56B4E9', '#E69F00', '#009E73', '#D55E00', '#0072B2', '#F0E442'];
/** The same colours in words, by seat. Seats in turn order never get look-alike colours (test/client/colours.test.ts). */
export const SEAT_COLOUR_NAMES = ['sky-blue', 'orange', 'green', 'vermilion', 'deep-blue', 'yellow'];

/** Each seat's flag shape, so colour alone never identifies a captain (docs/rules/ART.md). */
export const SEAT_FLAGS = ['triangle', 'swallowtail', 'square', 'pennant', 'star', 'circle'] as const;
