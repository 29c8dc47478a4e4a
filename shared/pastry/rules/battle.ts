// R28 to R35: battles, bribes, broadsides, slipping away and spoils.
import type { BattleState, Coin, Dir, Ingredient, Offer, Square } from '../types';
import { DIR_VECTORS, keyOf, onSea, stepFrom, touching } from '../grid';
import { drawInt } from '../../random';
import { type Ctx, landKeys, moveShip, occupiedSquares } from '../state';
import { ownBattle, ownCaptain, ownList } from '../own';
import { arcIndexOf, sweepToFarEnd } from './current';
import { deadlineIn, finishTurn } from './turns';
import { RuleError, must } from '../../table/ruleError';

/** R33: the side that lost the broadsides, once a winner is known. */
export function loserOf(b: BattleState): number {
  return b.winner === b.attacker ? b.defender : b.attacker;
}

/** R28: what powder costs the attacker. */
export const POWDER_COST = 1;

function refusal(code: string, message: string): Refusal {
  return { code, message };
}

/** R30: A has the wind behind it against B when the step from A to B has a positive component along the wind. */
export function windBehind(from: Square, to: Square, wind: Dir): boolean {
  const [wx, wy] = DIR_VECTORS[wind];
  return Math.sign(to[0] - from[0]) * wx + Math.sign(to[1] - from[1]) * wy > 0;
}

/** A reason a move is refused, without the cost of an Error (legalActions asks often). */
export type Refusal = { code: string; message: string };

/** R28, R35: the reasons a battle is refused, made once: legalActions asks battleRefusal of every captain on every turn step. */
const BATTLE_REFUSALS = {
  badTarget: Object.freeze(refusal('bad-target', "Choose another captain's ship.")),
  ovensLit: Object.freeze(refusal('beyond-reach', 'A captain whose ovens are lit can neither attack nor be attacked.')),
  notAdjacent: Object.freeze(refusal('not-adjacent', 'Battle only a ship next to yours, diagonals included.')),
  emptyHold: Object.freeze(refusal('empty-hold', 'There is nothing in that hold to fight for.')),
  noPowder: Object.freeze(refusal('cannot-afford', 'Powder costs 1 gold.')),
};

/** R28, R35: why this seat may not battle that target, or null when it may. */
export function battleRefusal(ctx: Ctx, seat: number, target: number): Refusal | null {
  const { s } = ctx;
  const attacker = s.captains[seat];
  const defender = s.captains[target];
  if (!Number.isInteger(target) || !defender || target === seat) return BATTLE_REFUSALS.badTarget;
  if (attacker.ovensLitDay !== null || defender.ovensLitDay !== null) return BATTLE_REFUSALS.ovensLit;
  if (!touching(attacker.pos, defender.pos)) return BATTLE_REFUSALS.notAdjacent;
  if (defender.hold.length === 0) return BATTLE_REFUSALS.emptyHold;
  if (attacker.gold < POWDER_COST) return BATTLE_REFUSALS.noPowder;
  return null;
}

/** R28: pays for powder and loads the cannons; the defender now decides (R29). */
export function battle(ctx: Ctx, seat: number, target: number): void {
  const refused = battleRefusal(ctx, seat, target);
  if (refused) throw new RuleError(refused.code, refused.message);
  const { s } = ctx;
  ownCaptain(ctx, seat).gold -= POWDER_COST;
  s.battle = { attacker: seat, defender: target, offer: null, winner: null };
  s.phase = 'bribe';
  s.deadline = deadlineIn(ctx, s.options.decisionMs);
  ctx.events.push({ type: 'battleStarted', attacker: seat, defender: target });
}

/** R29: the defender offers one ingredient from the hold, or 1 to all of their gold. */
export function offerBribe(ctx: Ctx, offer: Offer): void {
  const { s } = ctx;
  const b = s.battle!;
  const defender = s.captains[b.defender];
  if ('ingredient' in offer) {
    must(defender.hold.includes(offer.ingredient), 'not-in-hold', `There is no ${offer.ingredient} in your hold.`);
  } else {
    must(Number.isInteger(offer.gold) && offer.gold >= 1, 'bad-offer', 'Offer at least 1 whole gold.');
    must(offer.gold <= defender.gold, 'cannot-afford', `Your purse holds only ${defender.gold} gold.`);
  }
  ownBattle(ctx).offer = { ...offer };
  s.phase = 'answer';
  s.deadline = deadlineIn(ctx, s.options.decisionMs);
  ctx.events.push({ type: 'bribeOffered', attacker: b.attacker, defender: b.defender, offer });
}

/** R29: yes takes the bribe and there is no battle; no runs the broadsides. */
export function answerBribe(ctx: Ctx, accept: boolean): void {
  const { s } = ctx;
  const b = s.battle!;
  const offer = b.offer!;
  ctx.events.push({ type: 'bribeAnswered', attacker: b.attacker, defender: b.defender, offer: { ...offer }, accept });
  if (!accept) {
    broadsides(ctx);
    return;
  }
  if ('ingredient' in offer) {
    const hold = ownList(ctx, b.defender, 'hold');
    hold.splice(hold.indexOf(offer.ingredient), 1);
    ownList(ctx, b.attacker, 'hold').push(offer.ingredient);
  } else {
    ownCaptain(ctx, b.defender).gold -= offer.gold;
    ownCaptain(ctx, b.attacker).gold += offer.gold;
  }
  finishTurn(ctx);
}

/** R30: one coin, or two with the wind behind; lands if any is heads. */
function shoot(ctx: Ctx, coins: number): Coin[] {
  return Array.from({ length: coins }, () => (drawInt(ctx.s, 0, 1) === 0 ? 'heads' : 'tails'));
}

/** R30 to R33: both sides fire once; the outcome decides spoils, a slip, or nothing (R34: no second firing). */
export function broadsides(ctx: Ctx): void {
  const { s } = ctx;
  const b = s.battle!;
  const a = s.captains[b.attacker];
  const d = s.captains[b.defender];
  const attackerCoins = shoot(ctx, windBehind(a.pos, d.pos, s.wind.today) ? 2 : 1);
  const defenderCoins = shoot(ctx, windBehind(d.pos, a.pos, s.wind.today) ? 2 : 1);
  const attackerLands = attackerCoins.includes('heads');
  const defenderLands = defenderCoins.includes('heads');
  let winner: number | null = null;
  if (attackerLands !== defenderLands) winner = attackerLands ? b.attacker : b.defender;
  else if (attackerLands && a.hold.length !== d.hold.length) winner = a.hold.length < d.hold.length ? b.attacker : b.defender;
  ctx.events.push({
    type: 'broadsides',
    attacker: b.attacker,
    defender: b.defender,
    attackerCoins,
    defenderCoins,
    attackerLands,
    defenderLands,
    winner,
  });
  if (!attackerLands && !defenderLands) {
    s.phase = 'slip';
    s.deadline = deadlineIn(ctx, s.options.decisionMs);
    return;
  }
  if (winner === null) {
    finishTurn(ctx);
    return;
  }
  const loser = winner === b.attacker ? b.defender : b.attacker;
  if (s.captains[loser].hold.length === 0) {
    ctx.events.push({ type: 'spoilsTaken', winner, loser, ingredient: null });
    finishTurn(ctx);
    return;
  }
  ownBattle(ctx).winner = winner;
  s.phase = 'spoils';
  s.deadline = deadlineIn(ctx, s.options.decisionMs);
}

/** R32: where a slip in `dir` would take the defender, or the broken rule. */
export function slipRefusal(ctx: Ctx, seat: number, dir: Dir): Refusal | null {
  const next = stepFrom(ctx.s.captains[seat].pos, dir);
  if (!onSea(next)) return refusal('off-the-sea', 'There is no sea that way.');
  if (landKeys(ctx.s.board).has(keyOf(next))) return refusal('blocked-by-land', 'A slip must be onto water.');
  if (occupiedSquares(ctx.s, seat).has(keyOf(next))) return refusal('ends-on-ship', 'A slip must be onto an empty square.');
  return null;
}

/** R31, R32: after two misses the defender slips one free step (which may enter the current) or stays. */
export function slip(ctx: Ctx, dir: Dir | null): void {
  const { s } = ctx;
  const seat = s.battle!.defender;
  if (dir === null) {
    ctx.events.push({ type: 'slipped', seat, dir, move: null });
    finishTurn(ctx);
    return;
  }
  const refused = slipRefusal(ctx, seat, dir);
  if (refused) throw new RuleError(refused.code, refused.message);
  const next = stepFrom(s.captains[seat].pos, dir);
  const arc = arcIndexOf(s.board, next);
  const swept = arc >= 0 ? { arc, to: sweepToFarEnd(s.board, arc, occupiedSquares(s, seat)) } : null;
  moveShip(ctx, seat, swept ? [next, swept.to] : [next]);
  ctx.events.push({ type: 'slipped', seat, dir, move: { seat, path: [next], swept } });
  finishTurn(ctx);
}

/** R33: the winner takes one ingredient of their choice from the loser's hold; nobody moves. */
export function takeSpoils(ctx: Ctx, ingredient: Ingredient): void {
  const { s } = ctx;
  const b = s.battle!;
  const winner = b.winner!;
  const loser = loserOf(b);
  must(s.captains[loser].hold.includes(ingredient), 'not-in-hold', `There is no ${ingredient} in that hold.`);
  const hold = ownList(ctx, loser, 'hold');
  hold.splice(hold.indexOf(ingredient), 1);
  ownList(ctx, winner, 'hold').push(ingredient);
  ctx.events.push({ type: 'spoilsTaken', winner, loser, ingredient });
  finishTurn(ctx);
}
