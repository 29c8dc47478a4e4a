// A captain's turn: where to sail (a destination among the listed routes) and which act to choose there (R15 to R28).
import type { Action, CaptainView, Square } from '../types';
import { sameSquare, touching } from '../grid';
import { HEADS_GOLD, TAILS_GOLD, priceFor } from '../rules/dock';
import { POWDER_COST } from '../rules/battle';
import type { Dice } from '../../table/dice';
import { cellOf, routeEnd } from './navigation';
import { type Outlook, missingFrom, voyageCost } from './outlook';
import { battleGain } from './battle';

/** Days credited per gold in the purse when nothing else separates two choices (R46's tie-break, powder, rewatches). */
const PURSE_TIE_BREAK = 0.02;
/** Lighting the ovens beats every other act (R39). */
const LIGHT_OVENS = -100;

/** An act this captain could choose at a square, and the days it leaves on the voyage. */
type ActChoice = { kind: 'dock' } | { kind: 'battle'; target: number } | { kind: 'endTurn' };

/** R23, R24, R39: expected days after docking at `at`: ovens lit, or a flip and perhaps the crate this captain lacks. */
function dockDays(o: Outlook, at: Square): number {
  const cell = cellOf(at);
  const island = o.view.board.islands.findIndex((isl) => sameSquare(isl.dock, at));
  const missing = missingFrom(o, o.me.hold);
  if (island < 0 && missing.length === 0) return LIGHT_OVENS;
  const isl = island >= 0 ? o.view.board.islands[island] : null;
  const wanted = isl !== null && missing.includes(isl.ingredient) && isl.crates > 0;
  const price = isl ? (priceFor(isl.crates) ?? Infinity) : Infinity;
  const after = (flip: number) => {
    const gold = o.me.gold + flip;
    if (wanted && gold >= price) return voyageCost(o, cell, [...o.me.hold, isl!.ingredient], gold - price) - (gold - price) * PURSE_TIE_BREAK;
    return voyageCost(o, cell, o.me.hold, gold) - gold * PURSE_TIE_BREAK;
  };
  return (after(HEADS_GOLD) + after(TAILS_GOLD)) / 2;
}

/** R28 to R33: expected days after attacking `target` from `at`, with the level's margin for the risk. */
function battleDays(o: Outlook, at: Square, target: CaptainView): number {
  const gain = battleGain({ ...o, me: { ...o.me, pos: at } }, target);
  const gold = o.me.gold - POWDER_COST;
  return voyageCost(o, cellOf(at), o.me.hold, gold) - gold * PURSE_TIE_BREAK - gain + o.params.battleMargin;
}

/** R36: expected days after ending the turn at `at`. */
function restDays(o: Outlook, at: Square): number {
  return voyageCost(o, cellOf(at), o.me.hold, o.me.gold) - o.me.gold * PURSE_TIE_BREAK;
}

/** R23, R28, R36: the acts open at a square and the days each leaves. */
function actsAt(o: Outlook, at: Square): { act: ActChoice; days: number }[] {
  const out: { act: ActChoice; days: number }[] = [{ act: { kind: 'endTurn' }, days: restDays(o, at) }];
  const board = o.view.board;
  if (board.islands.some((isl) => sameSquare(isl.dock, at)) || board.berths.some((b) => sameSquare(b, at))) {
    out.push({ act: { kind: 'dock' }, days: dockDays(o, at) });
  }
  if (o.me.gold >= POWDER_COST) {
    for (const rival of o.rivals) {
      if (rival.hold.length > 0 && touching(at, rival.pos)) out.push({ act: { kind: 'battle', target: rival.seat }, days: battleDays(o, at, rival) });
    }
  }
  return out;
}

/** The best act at a square. */
function bestAct(o: Outlook, at: Square): { act: ActChoice; days: number } {
  return actsAt(o, at).reduce((a, b) => (b.days < a.days ? b : a));
}

/** The listed action that carries out an act, if it is legal now. */
function legalFor(act: ActChoice, legal: Action[]): Action | undefined {
  return legal.find((a) => a.type === act.kind && (act.kind !== 'battle' || (a.type === 'battle' && a.target === act.target)));
}

/**
 * R15 to R28: the turn phase. Before sailing, every listed route is judged by where it ends and the best act
 * there (with the level's noise); staying put acts at once. After sailing, the best legal act.
 */
export function chooseTurn(o: Outlook, legal: Action[], dice: Dice): Action {
  const acts = legal.filter((a) => a.type !== 'sail');
  const here = () => {
    const ranked = actsAt(o, o.me.pos).sort((a, b) => a.days - b.days);
    for (const choice of ranked) {
      const action = legalFor(choice.act, acts);
      if (action) return action;
    }
    return acts[acts.length - 1];
  };
  const sails = legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail');
  if (sails.length === 0) return here();
  let best = sails[0];
  let bestDays = Infinity;
  for (const sail of sails) {
    const days = bestAct(o, routeEnd(o.view, o.seat, sail.route)).days + dice.uniform() * o.params.routeNoise;
    if (days < bestDays) [best, bestDays] = [sail, days];
  }
  return best.route.length === 0 ? here() : best;
}

/** R23 to R25: buy the crate when the recipe lacks its ingredient, else decline. */
export function chooseBuy(o: Outlook, legal: Action[]): Action {
  const island = o.view.board.islands.find((isl) => sameSquare(isl.dock, o.me.pos));
  const wanted = island !== undefined && missingFrom(o, o.me.hold).includes(island.ingredient);
  return (wanted && legal.find((a) => a.type === 'buy')) || legal.find((a) => a.type === 'endTurn')!;
}
