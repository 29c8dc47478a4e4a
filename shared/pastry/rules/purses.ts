// R7: the starting purses, by table size and seat, chosen by simulation (test/sim/purses.ts) so every seat wins equally often.

/** R7: starting gold by seat for each table size; seat 0 has 3 and no later seat has less than the one before. */
export const PURSES: Readonly<Record<2 | 3 | 4 | 5 | 6, readonly number[]>> = {
  2: [3, 4],
  3: [3, 3, 4],
  4: [3, 4, 4, 4],
  5: [3, 4, 4, 4, 4],
  6: [3, 5, 5, 6, 6, 6],
};

/** R7: the gold `seat` starts with at a table of `captains` (2 to 6). */
export function startingGold(seat: number, captains: number): number {
  const row = PURSES[captains as keyof typeof PURSES];
  if (!row || !Number.isInteger(seat) || seat < 0 || seat >= row.length) {
    throw new Error(`R7 has no purse for seat ${seat} at a table of ${captains}.`);
  }
  return row[seat];
}
