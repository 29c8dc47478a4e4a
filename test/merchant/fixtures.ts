// Test helpers for Merchant Voyages: a game arranged as a test needs it, actions that must succeed or fail, event lookups.
import { expect } from 'vitest';
import { games } from '../../shared/games';
import type { Luxury, MerchantAction, MerchantEvent, MerchantState, ShipState } from '../../shared/merchant/index';
import { LUXURIES, PIRATE_CARDS, TILES_PER_KIND } from '../../shared/merchant/board';
import { startingCoins } from '../../shared/merchant/numbers';

/** The engine under test, through the registry. */
export const merchant = games.merchant;

/** M16 and M40 timers off. */
export const OFF = { turnMs: 0, decisionMs: 0 };

/** What a test may fix about a game; anything left out is as dealt. */
export type Arrange = {
  count?: number;
  seed?: string;
  options?: Partial<{ turnMs: number; decisionMs: number }>;
  now?: number;
  anchor?: number;
  coins?: number[];
  prestige?: number[];
  luxuries?: Partial<Record<Luxury, number>>[];
  hut?: boolean[];
  ships?: Partial<ShipState>[][];
  deck?: number[]; // top first; the other cards go to the discards unless `discards` is given
  discards?: number[];
  demand?: (Luxury | null)[][]; // per segment; the other tiles are unused unless `unused` is given
  unused?: Luxury[];
};

/** Removes each of `used` once from `all`. */
function without<T>(all: readonly T[], used: readonly T[]): T[] {
  const left = [...all];
  for (const x of used) left.splice(left.indexOf(x), 1);
  return left;
}

/** A game dealt from `seed`, then changed as `a` says; the Anchor's holder is about to take two actions. */
export function arrange(a: Arrange = {}): MerchantState {
  const count = a.count ?? 2;
  const s = merchant.createVoyage({
    seed: a.seed ?? 'test',
    captains: Array.from({ length: count }, (_, i) => ({ name: `M${i}` })),
    options: a.options ?? OFF,
    now: a.now ?? 0,
  });
  const copy: MerchantState = JSON.parse(JSON.stringify(s));
  if (a.anchor !== undefined) Object.assign(copy, { anchor: a.anchor, actor: a.anchor });
  copy.merchants.forEach((m, seat) => {
    if (a.coins) m.coins = a.coins[seat];
    else if (a.anchor !== undefined) m.coins = startingCoins(seat, a.anchor, count); // M7: the purses as dealt with that Anchor
    if (a.prestige) m.prestige = a.prestige[seat];
    if (a.luxuries) m.luxuries = { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0, ...a.luxuries[seat] };
    if (a.hut) m.hut = a.hut[seat];
    a.ships?.[seat]?.forEach((patch, i) => Object.assign(m.ships[i], patch));
  });
  if (a.deck) {
    copy.pirates.deck = [...a.deck];
    copy.pirates.discards = a.discards ?? without(PIRATE_CARDS, a.deck);
  }
  if (a.demand) {
    a.demand.forEach((slots, i) => (copy.segments[i].demand = [...slots]));
    const all = LUXURIES.flatMap((l) => Array.from({ length: TILES_PER_KIND }, () => l));
    copy.demand.unused =
      a.unused ??
      without(
        all,
        a.demand.flat().filter((t): t is Luxury => t !== null),
      );
    copy.demand.discarded = without(
      without(
        all,
        a.demand.flat().filter((t): t is Luxury => t !== null),
      ),
      copy.demand.unused,
    );
  }
  return copy;
}

/** A successful step. */
export type Ok = { state: MerchantState; events: MerchantEvent[] };

/** Applies an action that must succeed. */
export function act(s: MerchantState, seat: number, action: MerchantAction, now = 0): Ok {
  const r = merchant.applyAction(s, seat, action, now);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} refused: ${r.error.code} ${r.error.message}`);
  return r;
}

/** Applies an action that must be refused with `code`, and checks the state did not change. */
export function refused(s: MerchantState, seat: number, action: unknown, code: string, now = 0): void {
  const before = JSON.stringify(s);
  const r = merchant.applyAction(s, seat, action as MerchantAction, now);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** Every merchant, from the Anchor's holder leftward, takes their listed actions (padded with passes to two). */
export function playActions(s: MerchantState, perSeat: Record<number, MerchantAction[]>, now = 0): Ok {
  let state = s;
  const events: MerchantEvent[] = [];
  for (let i = 0; i < s.merchants.length; i++) {
    const seat = (s.anchor + i) % s.merchants.length;
    const list = [...(perSeat[seat] ?? [])];
    while (list.length < 2) list.push({ type: 'pass' });
    for (const action of list) {
      const r = act(state, seat, action, now);
      state = r.state;
      events.push(...r.events);
    }
  }
  return { state, events };
}

/** The events of one type, in order. */
export function eventsOf<T extends MerchantEvent['type']>(events: MerchantEvent[], type: T): Extract<MerchantEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MerchantEvent, { type: T }> => e.type === type);
}

/** Docked ships with the given Cargo (and optional cannons and Damage), by seat then ship index. */
export function loaded(cargo: number[][], more: Partial<ShipState> = {}): Partial<ShipState>[][] {
  return cargo.map((row) => row.map((c) => ({ cargo: c, ...more })));
}
