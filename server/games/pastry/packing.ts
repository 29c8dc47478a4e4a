// The room state's compact forms of Pastry's squares, crates and fixed board, written by the mirror (mirror.ts) and read
// back by the client (client/games/pastry/toView.ts). A Schema instance, list or list item each would cost the server a
// change tree or a tracked entry per room; the board's land, Tortuga, berths, reefs, current arcs and islands never change.
import type { Ingredient, PlayerView, Square } from '../../../shared/pastry/index';
import { INGREDIENTS } from '../../../shared/pastry/rules/board';

/** The 16x16 sea (R2): a square's x and y each fit one hex digit. */
const SIZE = 16;

/** A square as one number, x * 16 + y: the form of ships' squares and wakes in the room state. */
export function packSquare([x, y]: readonly [number, number]): number {
  if (!(x >= 0 && x < SIZE && y >= 0 && y < SIZE && Number.isInteger(x) && Number.isInteger(y))) throw new Error(`square ${x},${y} is off the sea`);
  return x * SIZE + y;
}

/** The square a packed number names. */
export function unpackSquare(n: number): Square {
  return [Math.floor(n / SIZE), n % SIZE];
}

/** Crates (a hold, a bench) as one string, a digit a crate: its ingredient's place in INGREDIENTS (R1). */
export function packCrates(crates: readonly Ingredient[]): string {
  let out = '';
  for (const crate of crates) out += INGREDIENTS.indexOf(crate);
  return out;
}

/** The crates a packed string (packCrates) names, in order. */
export function unpackCrates(packed: string): Ingredient[] {
  const out: Ingredient[] = [];
  for (const digit of packed) out.push(INGREDIENTS[Number(digit)]);
  return out;
}

/** The board's parts that never change: the view's board without each island's crates and price. */
export type FixedBoard = Omit<PlayerView['board'], 'islands'> & { islands: Omit<PlayerView['board']['islands'][number], 'crates' | 'price'>[] };

function hex(squares: readonly Square[]): string {
  let out = '';
  for (const sq of squares) out += packSquare(sq).toString(16).padStart(2, '0');
  return out;
}

function unhex(text: string): Square[] {
  const out: Square[] = [];
  for (let i = 0; i + 1 < text.length; i += 2) out.push(unpackSquare(Number.parseInt(text.slice(i, i + 2), 16)));
  return out;
}

/**
 * The board's fixed parts as one string, each square two hex digits (x, y): land|tortuga|berths|reefs|arc,arc,...|then each
 * island as ingredient:dock:land, comma-separated. Written once a voyage, so it costs the room one field.
 */
export function packBoard(board: PlayerView['board'] | FixedBoard): string {
  const arcs = board.arcs.map((a) => hex(a.squares)).join(',');
  const islands = board.islands.map((i) => `${i.ingredient}:${hex([i.dock])}:${hex(i.land)}`).join(',');
  return [hex(board.land), hex(board.tortuga), hex(board.berths), hex(board.reefs), arcs, islands].join('|');
}

/** The fixed board a packed string (packBoard) describes; an empty string (no board yet) is an empty board. */
export function unpackBoard(packed: string): FixedBoard {
  const [land = '', tortuga = '', berths = '', reefs = '', arcs = '', islands = ''] = packed.split('|');
  const parts = (text: string) => (text === '' ? [] : text.split(','));
  return {
    size: SIZE,
    land: unhex(land),
    tortuga: unhex(tortuga),
    berths: unhex(berths),
    reefs: unhex(reefs),
    islands: parts(islands).map((island) => {
      const [ingredient, dock, squares] = island.split(':');
      return { ingredient: ingredient as Ingredient, land: unhex(squares), dock: unhex(dock)[0] };
    }),
    arcs: parts(arcs).map((a) => ({ squares: unhex(a) })),
  };
}
