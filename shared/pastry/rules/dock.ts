// R23 to R27 and R39: docking, the coin flip for gold, buying crates, and coming home to Tortuga.
import type { Board, Square } from '../types';
import { sameSquare } from '../grid';
import { drawInt } from '../../random';
import type { Ctx } from '../state';
import { lightOvens } from './bake';
import { finishTurn } from './turns';
import { holdsWholeRecipe } from './wholeRecipe';
import { must } from '../../table/ruleError';
import { ownCaptain, ownCrates, ownList } from '../own';

/** R23: gold for heads (buried treasure) and tails (scrubbing the docks). */
export const HEADS_GOLD = 3;
export const TAILS_GOLD = 1;

/** R24: price of the next crate, or null when the island is sold out (R26). */
export function priceFor(cratesLeft: number): number | null {
  return cratesLeft > 0 ? 2 + (3 - cratesLeft) : null;
}

/** R23: the island whose dock this is, -1 for a Tortuga berth, or null when it is neither. */
export function dockAt(board: Board, sq: Square): number | null {
  // loops, not findIndex and some: legalActions asks this on every turn step
  for (let island = 0; island < board.islands.length; island++) if (sameSquare(board.islands[island].dock, sq)) return island;
  for (const berth of board.berths) if (sameSquare(berth, sq)) return -1;
  return null;
}

/** R23, R27, R39: Dock: at Tortuga with the whole recipe the ovens light; otherwise flip for gold, then maybe buy. */
export function dock(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const captain = s.captains[seat];
  const place = dockAt(s.board, captain.pos);
  must(place !== null, 'not-at-dock', "Dock only on an island's dock or a Tortuga berth.");
  if (place === -1 && holdsWholeRecipe(captain.hold, captain.recipe.ingredients)) {
    lightOvens(ctx, seat);
    return;
  }
  const coin = drawInt(s, 0, 1) === 0 ? 'heads' : 'tails';
  const gold = coin === 'heads' ? HEADS_GOLD : TAILS_GOLD;
  ownCaptain(ctx, seat).gold += gold;
  ctx.events.push({ type: 'docked', seat, coin, gold });
  if (place >= 0 && offerCrate(ctx, seat, place)) s.phase = 'buy';
  else finishTurn(ctx);
}

/** R23, R24, R26: whether the island's dock offers its captain a crate; when it cannot (sold out, or the purse too light), the event says why, as the view after the step does not keep it. */
function offerCrate(ctx: Ctx, seat: number, island: number): boolean {
  const { s } = ctx;
  const ingredient = s.board.islands[island].ingredient;
  const price = priceFor(s.crates[island]);
  const gold = s.captains[seat].gold;
  if (price === null) ctx.events.push({ type: 'soldOut', seat, ingredient });
  else if (gold < price) ctx.events.push({ type: 'cannotAfford', seat, ingredient, price, gold });
  return price !== null && gold >= price;
}

/** R23: the crate offered at the buy prompt is left (End turn there, or its timer): the event says so, as the turn's end alone does not; the turn ends. */
export function passUp(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const island = dockAt(s.board, s.captains[seat].pos)!;
  ctx.events.push({ type: 'passedUp', seat, ingredient: s.board.islands[island].ingredient });
  finishTurn(ctx);
}

/** R23 to R25: buys one crate of the island's ingredient at the R24 price; the turn ends. */
export function buy(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const captain = s.captains[seat];
  const island = dockAt(s.board, captain.pos)!;
  const price = priceFor(s.crates[island]);
  must(price !== null, 'no-crates', 'This island is sold out.');
  must(captain.gold >= price, 'cannot-afford', `A crate here costs ${price} gold.`);
  ownCaptain(ctx, seat).gold -= price;
  ownCrates(ctx)[island] -= 1;
  const ingredient = s.board.islands[island].ingredient;
  ownList(ctx, seat, 'hold').push(ingredient);
  ctx.events.push({ type: 'bought', seat, ingredient, price });
  finishTurn(ctx);
}
