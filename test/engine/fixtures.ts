// Test helper: voyages on a fixed, hand-drawn board with ships, holds, purses and wind set as a test needs.
import { createVoyage } from '../../shared/pastry/index';
import type { Board, Dir, GameState, Ingredient, Island, RuleOptions, Square } from '../../shared/pastry/index';
import { BERTHS, TORTUGA } from '../../shared/pastry/rules/board';
import { rimClockwise } from '../../shared/pastry/rules/current';

/** The fixed islands of the test board: one land square each, dock given. */
export const TEST_ISLANDS: Island[] = [
  { ingredient: 'Flour', land: [[3, 3]], dock: [3, 4] },
  { ingredient: 'Sugar', land: [[12, 3]], dock: [12, 4] },
  { ingredient: 'Butter', land: [[3, 12]], dock: [3, 11] },
  { ingredient: 'Eggs', land: [[12, 12]], dock: [12, 11] },
  { ingredient: 'Cocoa', land: [[7, 2]], dock: [6, 2] },
  { ingredient: 'Vanilla', land: [[13, 7]], dock: [13, 8] },
  { ingredient: 'Cinnamon', land: [[2, 7]], dock: [2, 8] },
  { ingredient: 'Coconut', land: [[7, 13]], dock: [8, 13] },
];

/** A reef on the test board. */
export const TEST_REEF: Square = [10, 10];

/** The test board's rim: 4 arcs of 15 squares, starting at the north-west corner; far ends (14,0), (15,14), (1,15), (0,1). */
export function testArcs(): Board['arcs'] {
  const rim = rimClockwise();
  return [0, 15, 30, 45].map((start) => ({ squares: rim.slice(start, start + 15) }));
}

/** The whole hand-drawn test board. */
export function testBoard(): Board {
  const islands = TEST_ISLANDS.map((i) => ({ ...i, land: i.land.map((sq) => [...sq] as Square), dock: [...i.dock] as Square }));
  const land: Square[] = [...TORTUGA.map((sq) => [...sq] as Square), ...islands.flatMap((i) => i.land), [...TEST_REEF] as Square];
  return {
    size: 16,
    land,
    tortuga: TORTUGA.map((sq) => [...sq] as Square),
    berths: BERTHS.map((sq) => [...sq] as Square),
    islands,
    reefs: [[...TEST_REEF] as Square],
    arcs: testArcs(),
  };
}

/** What a test may set; anything left out keeps createVoyage's value. */
export type Arrange = {
  captains?: number;
  seed?: string;
  options?: Partial<RuleOptions>;
  now?: number;
  board?: Board; // defaults to testBoard()
  wind?: Dir;
  tomorrow?: Dir;
  stormTomorrow?: Dir | null;
  ships?: Square[]; // by seat
  holds?: Ingredient[][]; // by seat
  gold?: number[]; // by seat
  recipes?: Ingredient[][]; // by seat
  crates?: number[]; // by island, same order as TEST_ISLANDS
  day?: number;
};

/** A voyage on the test board, arranged as asked. Turn 0, phase 'turn', nothing sailed. */
export function arrange(a: Arrange = {}): GameState {
  const count = a.captains ?? 2;
  const s = createVoyage({
    seed: a.seed ?? 'test',
    now: a.now ?? 0,
    options: a.options,
    captains: Array.from({ length: count }, (_, i) => ({ name: `Captain ${i}` })),
  });
  s.board = a.board ?? testBoard();
  s.crates = a.crates ? [...a.crates] : s.board.islands.map(() => 3);
  if (a.wind) s.wind.today = a.wind;
  if (a.tomorrow) s.wind.tomorrow = a.tomorrow;
  if (a.stormTomorrow !== undefined) s.wind.stormTomorrowDir = a.stormTomorrow;
  if (a.day !== undefined) s.day = a.day;
  s.captains.forEach((c, seat) => {
    if (a.ships?.[seat]) c.pos = [...a.ships[seat]] as Square;
    if (a.holds?.[seat]) c.hold = [...a.holds[seat]];
    if (a.gold?.[seat] !== undefined) c.gold = a.gold[seat];
    if (a.recipes?.[seat]) c.recipe = { name: `Test Pastry ${seat}`, ingredients: [...a.recipes[seat]] };
  });
  s.tracks = s.captains.map((c) => [[...c.pos] as Square]);
  return s;
}

/** Total crates on islands, in holds and on benches (R49). */
export function totalCrates(s: GameState): number {
  return s.crates.reduce((a, b) => a + b, 0) + s.captains.reduce((a, c) => a + c.hold.length + c.bench.length, 0);
}
