// M10 to M13 and M16: resolving the right-facing ships, leftmost segment first, lowest position first, asking owners one ship at a time.
import { deadlineAfter } from '../deadline';
import type { MerchantState, ShipState, VoyageAsk } from './types';
import { LAST_SEGMENT, SPACES_HOME, strengthOf } from './board';
import { type MerchantCtx, ownShip } from './state';
import { pirateSum, revealPirate } from './pirates';
import { placeOnBoard } from './positions';
import { firstDeliverable } from './demand';
import { deliver, trade } from './trade';
import { endTurn } from './endOfTurn';

/** M11: the ship to resolve next: in the leftmost segment holding an outward ship, the lowest position, then the earliest arrival (the first such in seat order). */
function nextShip(s: MerchantState): { seat: number; ship: number; segment: number } | null {
  let best: ShipState | null = null;
  let seat = 0;
  let index = 0;
  for (const m of s.merchants) {
    for (let i = 0; i < m.ships.length; i++) {
      const ship = m.ships[i];
      if (ship.at !== 'board' || (best !== null && !sailsBefore(ship, best))) continue;
      best = ship;
      seat = m.seat;
      index = i;
    }
  }
  return best === null ? null : { seat, ship: index, segment: best.segment! };
}

/** M11: whether ship `a` resolves before ship `b`: an earlier segment, then a lower position, then an earlier arrival. */
function sailsBefore(a: ShipState, b: ShipState): boolean {
  if (a.segment !== b.segment) return a.segment! < b.segment!;
  if (a.position !== b.position) return a.position! < b.position!;
  return a.arrival < b.arrival;
}

/** M10: after all actions the Voyage resolves the right-facing ships; with none on the board it is skipped. */
export function startVoyage(ctx: MerchantCtx): void {
  const { s } = ctx;
  s.actor = null;
  s.actionsLeft = 0;
  s.deadline = null;
  if (nextShip(s) === null) {
    endTurn(ctx);
    return;
  }
  s.phase = 'voyage';
  ctx.events.push({ type: 'voyageStarted' });
  resolveVoyage(ctx);
}

/** M11 to M13: resolves ships in order until an owner must decide (M16) or none is left (then End of Turn). */
function resolveVoyage(ctx: MerchantCtx): void {
  const { s } = ctx;
  while (s.asking === null) {
    const next = nextShip(s);
    if (next === null) {
      endTurn(ctx);
      return;
    }
    if (s.segments[next.segment - 1].pirate === null) revealPirate(ctx, next.segment);
    const strength = strengthOf(s.merchants[next.seat].ships[next.ship], next.ship);
    const sum = pirateSum(ctx);
    if (strength < sum) {
      const ship = ownShip(ctx, next.seat, next.ship);
      ship.damage += 1;
      ctx.events.push({ type: 'turnedBack', seat: next.seat, ship: next.ship, segment: next.segment, strength, sum, damage: ship.damage });
      turnLeft(ctx, next.seat, next.ship);
    } else if (next.segment === LAST_SEGMENT) {
      tradeAndMaybeAsk(ctx, next.seat, next.ship);
    } else {
      ask(ctx, { seat: next.seat, ship: next.ship, ask: 'route', segment: next.segment });
    }
  }
}

/** M16: waits on the owner for one decision about one ship, with its 20 s timer. */
function ask(ctx: MerchantCtx, asking: VoyageAsk): void {
  const { s } = ctx;
  s.asking = asking;
  s.actor = asking.seat;
  s.deadline = deadlineAfter(ctx.now, s.options.decisionMs);
  // the ask's fields named in its own order (seat, ship, ask, segment): a literal is cheaper than a spread
  ctx.events.push({ type: 'decisionAsked', seat: asking.seat, ship: asking.ship, ask: asking.ask, segment: asking.segment, deadline: s.deadline });
}

/** M14: trades, then asks about a Luxury when one matches, else turns the ship left at once. */
function tradeAndMaybeAsk(ctx: MerchantCtx, seat: number, ship: number): void {
  const segment = ctx.s.merchants[seat].ships[ship].segment!;
  trade(ctx, seat, ship);
  if (firstDeliverable(ctx.s, seat, segment) !== null) ask(ctx, { seat, ship, ask: 'deliver', segment });
  else turnLeft(ctx, seat, ship);
}

/** M12, M14 step 4: the ship's outward voyage ends; it faces left with the way home of M3 ahead, and its cannons are spent (M8). */
function turnLeft(ctx: MerchantCtx, seat: number, index: number): void {
  const ship = ownShip(ctx, seat, index);
  ship.at = 'home';
  ship.position = null;
  ship.facing = 'left';
  ship.spacesHome = SPACES_HOME[ship.segment! - 1];
  ship.cannons = 0;
}

/** M12, M13: the owner's answer to trade-or-continue. */
export function chooseRoute(ctx: MerchantCtx, goOn: boolean): void {
  const { seat, ship, segment } = ctx.s.asking!;
  closeAsk(ctx);
  if (goOn) {
    const position = placeOnBoard(ctx, seat, ship, segment + 1);
    ctx.events.push({ type: 'continued', seat, ship, segment: segment + 1, position });
  } else {
    tradeAndMaybeAsk(ctx, seat, ship);
  }
  resolveVoyage(ctx);
}

/** M14 step 3: the owner's answer to which Luxury, if any, to deliver; then the ship turns left. */
export function chooseDelivery(ctx: MerchantCtx, luxury: Parameters<typeof deliver>[3]): void {
  const { seat, ship } = ctx.s.asking!;
  closeAsk(ctx);
  deliver(ctx, seat, ship, luxury);
  turnLeft(ctx, seat, ship);
  resolveVoyage(ctx);
}

/** M16: the timer ran out: the ship trades (if still asked to choose) and delivers the first matching Luxury. */
export function decideForOwner(ctx: MerchantCtx): void {
  const { seat, ship, segment, ask: kind } = ctx.s.asking!;
  closeAsk(ctx);
  if (kind === 'route') trade(ctx, seat, ship);
  const first = firstDeliverable(ctx.s, seat, segment);
  if (first !== null || kind === 'deliver') deliver(ctx, seat, ship, first);
  turnLeft(ctx, seat, ship);
  resolveVoyage(ctx);
}

/** The decision is answered: nobody is waited on until the next one. */
function closeAsk(ctx: MerchantCtx): void {
  ctx.s.asking = null;
  ctx.s.actor = null;
  ctx.s.deadline = null;
}
