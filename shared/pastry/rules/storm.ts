// R14: the storm pushes every ship 2 squares at dawn, frontmost first.
import type { Dir, Movement, Square } from '../types';
import { DIR_VECTORS, keyOf, onSea, stepFrom } from '../grid';
import { type Ctx, landKeys, moveShip, occupiedSquares } from '../state';
import { arcIndexOf, sweepToFarEnd } from './current';

/** R14: how far a storm pushes. */
export const STORM_PUSH = 2;

/** R14: pushes every ship whose ovens are unlit, one square at a time, frontmost ship first. */
export function stormPush(ctx: Ctx, dir: Dir): Movement[] {
  const { s } = ctx;
  const land = landKeys(s.board);
  const [dx, dy] = DIR_VECTORS[dir];
  const along = (sq: Square) => sq[0] * dx + sq[1] * dy;
  const moving = s.captains.filter((c) => c.ovensLitDay === null).map((c) => c.seat);
  const moves = new Map<number, Movement>(moving.map((seat) => [seat, { seat, path: [], swept: null }]));
  const stopped = new Set<number>();
  for (let step = 0; step < STORM_PUSH; step++) {
    const order = moving.filter((seat) => !stopped.has(seat)).sort((a, b) => along(s.captains[b].pos) - along(s.captains[a].pos) || a - b);
    for (const seat of order) {
      const from = s.captains[seat].pos;
      const next = stepFrom(from, dir);
      const others = occupiedSquares(s, seat);
      if (!onSea(next) || land.has(keyOf(next)) || others.has(keyOf(next))) {
        stopped.add(seat);
        continue;
      }
      const move = moves.get(seat)!;
      move.path.push(next);
      const arc = arcIndexOf(s.board, next);
      if (arc >= 0) {
        const to = sweepToFarEnd(s.board, arc, others);
        move.swept = { arc, to };
        moveShip(ctx, seat, [next, to]);
        stopped.add(seat);
      } else {
        moveShip(ctx, seat, [next]);
      }
    }
  }
  return [...moves.values()].filter((m) => m.path.length > 0);
}
