// Property tests over whole random games: M32 invariants, legalActions exactly the accepted actions, M41 views, determinism.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Luxury, MerchantAction, MerchantEvent, MerchantSetup, MerchantState } from '../../shared/merchant/index';
import { LUXURIES, PIRATE_CARDS, TILES_PER_KIND } from '../../shared/merchant/board';
import { merchant } from './fixtures';
import { merchantSetup, playRandomGame, testRandom, type MerchantStep } from './play';
import { scrambleMerchantSecrets } from './secrets';
import { checkEffects, rulesAllow } from './oracle';
import { frozen } from '../../shared/table/sharedParts';

/** 300 games; the mutation run (vitest.merchant.config.ts) plays fewer, since every mutant replays them. */
const GAMES = Number(process.env.MERCHANT_PROPERTY_GAMES ?? 300);
/** Unlisted action shapes tried on the actor at each step (one on every other seat): over 300 games every shape is tried in every phase. */
const UNLISTED_TRIES = 6;
const ON = { turnMs: 45_000, decisionMs: 20_000 };
const OFF = { turnMs: 0, decisionMs: 0 };
const SORTED_CARDS = [...PIRATE_CARDS].sort().join();
const SORTED_TILES = LUXURIES.flatMap((l) => Array.from({ length: TILES_PER_KIND }, () => l))
  .sort()
  .join();

/** Every action shape a client could send, legal or not. */
const UNIVERSE: MerchantAction[] = [0, 1]
  .flatMap(
    (ship) =>
      [
        { type: 'load', ship },
        { type: 'arm', ship },
        { type: 'launch', ship },
        { type: 'repair', ship },
        { type: 'trade', ship },
        { type: 'continue', ship },
        { type: 'deliver', ship, luxury: null },
        ...LUXURIES.map((luxury) => ({ type: 'deliver', ship, luxury }) as MerchantAction),
      ] as MerchantAction[],
  )
  .concat([...LUXURIES.map((luxury) => ({ type: 'buyLuxury', luxury }) as MerchantAction), { type: 'buildHut' }, { type: 'pass' }]);

/** Each shape's JSON, to look up in a list of legal actions. */
const UNIVERSE_KEYS = UNIVERSE.map((action) => JSON.stringify(action));

/** Fails the property with a message (cheaper than expect() on every step). */
function ensure(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** M32 after every step. */
function checkInvariants(s: MerchantState): void {
  for (const m of s.merchants) {
    ensure(m.coins >= 0, `M32 seat ${m.seat} has ${m.coins} coins`);
    for (const ship of m.ships) {
      const placed =
        ship.at === 'dock'
          ? ship.segment === null && ship.spacesHome === null
          : ship.at === 'board'
            ? ship.segment !== null && ship.position !== null && ship.facing === 'right'
            : ship.at === 'home' && ship.facing === 'left' && ship.spacesHome! > 0;
      ensure(placed, `M32 seat ${m.seat} has a ship neither docked, on the board nor on the way home: ${JSON.stringify(ship)}`);
    }
  }
  const cards = [...s.pirates.deck, ...s.pirates.revealed, ...s.pirates.discards].sort();
  ensure(cards.join() === SORTED_CARDS, `M32 the Pirate cards are ${cards}`);
  const tiles = [...s.segments.flatMap((seg) => seg.demand.filter((t): t is Luxury => t !== null)), ...s.demand.unused, ...s.demand.discarded].sort();
  ensure(tiles.join() === SORTED_TILES, `M32 the Demand tiles are ${tiles}`);
  if (s.phase === 'voyage')
    ensure(
      s.merchants.some((m) => m.ships.some((ship) => ship.at === 'board')),
      'a Voyage with no ship on the board',
    );
}

/**
 * Every listed action is accepted, unlisted action shapes drawn at random are refused, and the input is never touched.
 * The oracle, which shares no code with the engine's checks, agrees on every shape, and every accepted action did what the rules say.
 * The input is deep-frozen first (its parts shared with the step before are frozen already), so an action writing to it throws.
 */
function checkLegal(s: MerchantState, now: number, pick: () => number): void {
  frozen(s);
  for (const m of s.merchants) {
    const legal = merchant.legalActions(s, m.seat);
    ensure(m.seat === s.actor || legal.length === 0, `seat ${m.seat} has actions while ${s.actor} acts`);
    const listed = new Set(legal.map((a) => JSON.stringify(a)));
    for (const [i, action] of UNIVERSE.entries()) {
      ensure(rulesAllow(s, m.seat, action) === listed.has(UNIVERSE_KEYS[i]), `seat ${m.seat} ${JSON.stringify(action)}: the rules and legalActions disagree (phase ${s.phase})`);
    }
    for (const action of legal) {
      const r = merchant.applyAction(s, m.seat, action, now);
      ensure(r.ok, `seat ${m.seat} ${JSON.stringify(action)} listed but refused: ${!r.ok && r.error.code}`);
      if (!r.ok) continue;
      checkEffects(s, m.seat, action, r.state, r.events);
      checkInvariants(r.state);
    }
    const unlisted = UNIVERSE.filter((_, i) => !listed.has(UNIVERSE_KEYS[i]));
    const tries = m.seat === s.actor ? UNLISTED_TRIES : 1;
    for (let i = 0; i < tries && unlisted.length > 0; i++) {
      const action = unlisted[Math.floor(pick() * unlisted.length)];
      const r = merchant.applyAction(s, m.seat, action, now);
      ensure(!r.ok, `seat ${m.seat} ${JSON.stringify(action)} accepted but not listed (phase ${s.phase})`);
    }
  }
}

/** M41: no view changes when only the deck order or the unused Demand order changes. */
function checkSecrets(s: MerchantState): void {
  const scrambled = scrambleMerchantSecrets(s);
  for (const seat of [null, s.actor ?? 0]) {
    ensure(JSON.stringify(merchant.viewFor(s, seat)) === JSON.stringify(merchant.viewFor(scrambled, seat)), `M41 the view for ${seat} shows a secret order`);
  }
}

/** Replays a log from the setup, optionally through JSON after every step. */
function replay(setup: MerchantSetup, log: MerchantStep[], roundTrip: boolean): { states: MerchantState[]; events: MerchantEvent[][] } {
  let state = merchant.createVoyage(setup);
  const states: MerchantState[] = [];
  const events: MerchantEvent[][] = [];
  for (const step of log) {
    if (roundTrip) state = JSON.parse(JSON.stringify(state));
    const r = step.kind === 'tick' ? merchant.tick(state, step.now) : merchant.applyAction(state, step.seat, step.action, step.now);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    states.push(state);
    events.push(r.events);
  }
  return { states, events };
}

describe('M32 M41 random games', () => {
  it(`M32 M41 ${GAMES} random legal games of 2 to 4 merchants, timers on and off: invariants, exactly the legal actions accepted, no secret in a view`, () => {
    let games = 0;
    let steps = 0;
    const phases = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, count, timers) => {
        const pick = testRandom(seed);
        const setup = merchantSetup(`prop-${seed}`, count, timers ? ON : OFF);
        const { state } = playRandomGame(
          setup,
          pick,
          (s, now) => {
            checkLegal(s, now, pick);
            checkSecrets(s);
          },
          (s) => {
            checkInvariants(s);
            phases.add(s.phase);
            steps++;
          },
        );
        ensure(state.result !== null && state.result.winners.length > 0, 'M31 a finished game has a winner');
        games++;
      }),
      { numRuns: GAMES },
    );
    expect(games).toBe(GAMES);
    expect(steps).toBeGreaterThan(GAMES * 20);
    expect([...phases].sort()).toEqual(['actions', 'over', 'voyage']);
  }, 180_000); // about 15 s alone; the margin is for a machine shared with other work
});

describe('M32 determinism', () => {
  it("M32 replaying a game's log gives deep-equal states and events, also after a JSON round trip at every step", () => {
    for (let i = 0; i < 20; i++) {
      const setup = merchantSetup(`replay-${i}`, 2 + (i % 3), i % 2 ? ON : OFF);
      const states: MerchantState[] = [];
      const events: MerchantEvent[][] = [];
      const { log } = playRandomGame(
        setup,
        testRandom(i + 7),
        () => {},
        (s, e) => {
          states.push(s);
          events.push(e);
        },
      );
      for (const roundTrip of [false, true]) {
        const again = replay(setup, log, roundTrip);
        expect(again.states).toEqual(states);
        expect(again.events).toEqual(events);
      }
    }
  });
  it('M32 the state is plain JSON: a round trip gives an equal state', () => {
    const s = merchant.createVoyage(merchantSetup('json', 4, ON));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
