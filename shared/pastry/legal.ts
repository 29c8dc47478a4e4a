// legalActions: every action a seat may take now, using the same rule checks applyAction uses.
import type { Action, Dir, GameState, Ingredient } from './types';
import { DIRS } from './grid';
import { actorOf } from './state';
import { shortestRoutes } from './rules/sailing';
import { dockAt, priceFor } from './rules/dock';
import { battleRefusal, loserOf, slipRefusal } from './rules/battle';
import { openSlots } from './rules/bakeShow';
import { ANSWERS, BATTLES, BUY, DOCK, END_TURN, FIGHT, REWATCH, SLIPS, STAY, TAKE_BACK } from './cannedActions';
import { cannedAction } from '../table/canned';

/** Every ordering of `k` items drawn from `items`. */
function orderings(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return items.flatMap((first) =>
    orderings(
      items.filter((x) => x !== first),
      k - 1,
    ).map((rest) => [first, ...rest]),
  );
}

/** orderings of a bench's free positions, kept by the positions (a bit each) and the count: a bake-off asks the same few again and again. */
const orderingsKept = new Map<number, readonly (readonly number[])[]>();

/** R42: every way to name `k` of the free bench positions, each a fresh list, in orderings' order. */
function namings(free: readonly number[], k: number): number[][] {
  let mask = 0;
  for (const p of free) mask |= 1 << p;
  const key = mask * 8 + k;
  let kept = orderingsKept.get(key);
  if (!kept) orderingsKept.set(key, (kept = orderings(free, k)));
  return kept.map((crates) => crates.slice());
}

/** Each different ingredient once, in hold order. */
function distinct(hold: readonly Ingredient[]): Ingredient[] {
  return [...new Set(hold)];
}

/** Each route's sail action, made once: shortestRoutes hands out the same frozen route for the same steps. */
const sailKept = new WeakMap<readonly Dir[], Action>();

/** R15 to R21: the sail action along a route, one frozen object per route (a room packs each action once). */
function sailAlong(route: Dir[]): Action {
  let sail = sailKept.get(route);
  if (!sail) sailKept.set(route, (sail = cannedAction({ type: 'sail' as const, route })));
  return sail;
}

/** The route list sailActions was last asked for, and its sail actions: a seat asked again while nothing sailing reads changed (a clock's step, every seat's list after a step) gets the same kept list from shortestRoutes. */
let lastRoutes: readonly Dir[][] | null = null;
let lastSails: readonly Action[] = [];

/** R15 to R21: a sail action for each route, the same list for the same route list (never handed out: each legal list is a copy of it, so it is not frozen, and slice() of a frozen array is slow in V8). */
function sailActions(routes: readonly Dir[][]): readonly Action[] {
  if (routes !== lastRoutes) {
    lastSails = routes.map(sailAlong);
    lastRoutes = routes;
  }
  return lastSails;
}

/** The actions of the seat the engine waits on, by phase. */
function actorActions(s: GameState, seat: number): Action[] {
  const captain = s.captains[seat];
  switch (s.phase) {
    case 'turn': {
      const ctx = { s, now: 0, events: [], from: null };
      const out: Action[] = s.sailed ? [] : sailActions(shortestRoutes(s, seat)).slice(); // a copy of the kept list, not a spread (no iterator)
      if (s.sailed && s.sailedFrom) out.push(TAKE_BACK);
      if (dockAt(s.board, captain.pos) !== null) out.push(DOCK);
      for (const other of s.captains) {
        if (!battleRefusal(ctx, seat, other.seat)) out.push(BATTLES[other.seat]);
      }
      out.push(END_TURN);
      return out;
    }
    case 'buy': {
      const island = dockAt(s.board, captain.pos)!;
      const price = priceFor(s.crates[island]);
      const out: Action[] = [];
      if (price !== null && captain.gold >= price) out.push(BUY);
      out.push(END_TURN);
      return out;
    }
    case 'bribe': {
      const out: Action[] = [FIGHT];
      for (const ingredient of distinct(captain.hold)) out.push({ type: 'bribe', offer: { ingredient } });
      for (let gold = 1; gold <= captain.gold; gold++) out.push({ type: 'bribe', offer: { gold } });
      return out;
    }
    case 'answer':
      return ANSWERS.slice();
    case 'slip': {
      const ctx = { s, now: 0, events: [], from: null };
      const out: Action[] = [STAY];
      for (let d = 0; d < DIRS.length; d++) if (!slipRefusal(ctx, seat, DIRS[d] as Dir)) out.push(SLIPS[d]);
      return out;
    }
    case 'spoils': {
      return distinct(s.captains[loserOf(s.battle!)].hold).map((ingredient) => ({ type: 'take', ingredient }));
    }
    case 'bake': {
      const out: Action[] = [];
      if (captain.gold >= 1) out.push(REWATCH);
      const locked = new Set(captain.benchLocked.filter((p) => p !== null));
      const free = captain.benchOrder.map((_, p) => p).filter((p) => !locked.has(p));
      for (const crates of namings(free, openSlots(captain.benchLocked).length)) out.push({ type: 'name', crates });
      return out;
    }
    case 'over':
      return [];
  }
}

/** CONTRACT: every legal action for the seat; for sailing, one shortest route to each reachable end square. */
export function legalActions(state: GameState, seat: number): Action[] {
  if (state.phase === 'over' || !state.captains[seat]) return [];
  const out = actorOf(state) === seat ? actorActions(state, seat) : [];
  for (const sighting of state.sightings) {
    if (sighting.seat === seat && sighting.up) out.push({ type: 'photo', sighting: sighting.id });
  }
  return out;
}
