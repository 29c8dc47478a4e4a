// M10 to M16: the seed's Voyage: order, the cumulative comparison, continuing, trading, Luxury, and the owner's decisions.
import { describe, expect, it } from 'vitest';
import type { MerchantAction } from '../../shared/merchant/index';
import { act, arrange, eventsOf, loaded, merchant, playActions, refused } from './fixtures';
import { NUMBERS } from '../../shared/merchant/numbers';
import { matchingLuxuries } from '../../shared/merchant/demand';

const COINS = NUMBERS.segments.map((seg) => seg.coins);
const PRESTIGE = NUMBERS.segments.map((seg) => seg.prestige);

const launch = (ship: number): MerchantAction => ({ type: 'launch', ship });

describe('M10 When', () => {
  it('M10 with no right-facing ship the Voyage is skipped and End of Turn follows at once', () => {
    const r = playActions(arrange({ anchor: 0 }), {});
    expect(eventsOf(r.events, 'voyageStarted')).toEqual([]);
    expect(eventsOf(r.events, 'pirateRevealed')).toEqual([]);
    expect([r.state.turn, r.state.phase, r.state.anchor]).toEqual(['B', 'actions', 1]);
  });
  it("M10 the Voyage comes after all actions, not after the launching merchant's", () => {
    let s = act(
      arrange({
        anchor: 0,
        ships: loaded([
          [1, 0],
          [0, 0],
        ]),
      }),
      0,
      launch(0),
    ).state;
    s = act(s, 0, { type: 'pass' }).state;
    expect([s.phase, s.actor, s.pirates.revealed]).toEqual(['actions', 1, []]);
    s = act(s, 1, { type: 'pass' }).state;
    const r = act(s, 1, { type: 'pass' });
    expect(eventsOf(r.events, 'voyageStarted')).toHaveLength(1);
  });
});

describe('M11 Order', () => {
  it('M11 leftmost segment first, then lowest position first: segment 1 is finished before a continuing ship is resolved again', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 2],
      ]),
      deck: [0, 1],
    });
    let r = playActions(s, { 0: [launch(0)], 1: [launch(1)] });
    const asked: string[] = [];
    const note = () => asked.push(`${r.state.asking!.seat}@${r.state.asking!.segment}`);
    note();
    r = act(r.state, 0, { type: 'continue', ship: 0 });
    note();
    r = act(r.state, 1, { type: 'continue', ship: 1 });
    note();
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    note();
    expect(asked).toEqual(['0@1', '1@1', '0@2', '1@2']);
  });
  it('M11 a Pirate card is revealed only for a segment that holds outward ships, once per Voyage', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [1, 0],
      ]),
      deck: [0, 1, 2],
    });
    let r = playActions(s, { 0: [launch(0)], 1: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    r = act(r.state, 1, { type: 'trade', ship: 0 });
    expect(eventsOf(r.events, 'piratesDiscarded')).toEqual([{ type: 'piratesDiscarded', cards: [0] }]);
    expect(r.state.pirates.deck).toEqual([1, 2]);
  });
  it('M11 ships of one merchant sharing a position resolve in the order they arrived', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 1],
        [0, 0],
      ]),
      deck: [0],
    });
    const r = playActions(s, { 0: [launch(1), launch(0)] });
    expect(r.state.asking).toMatchObject({ seat: 0, ship: 1 });
    refused(r.state, 0, { type: 'trade', ship: 0 }, 'not-this-ship');
    const next = act(r.state, 0, { type: 'trade', ship: 1 });
    expect(next.state.asking).toMatchObject({ seat: 0, ship: 0 });
  });
});

describe('M12 The comparison', () => {
  it('M12 each ship is compared with the sum of every card revealed this Voyage, earlier segments included', () => {
    // segment 1 shows a 2 (sum 2), segment 2 a 1 (sum 3): the Sloop (armed to Strength 2) survives segment 1 but not segment 2; the Galleon (armed to 3) survives both
    const armedTo = (ship: number, strength: number) => ({ cargo: 1, cannons: strength - NUMBERS.ships[ship].strength });
    const s = arrange({ anchor: 0, ships: [[armedTo(0, 2), armedTo(1, 3)], []], deck: [2, 1] });
    let r = playActions(s, { 0: [launch(0), launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 0 });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    expect(eventsOf(r.events, 'pirateRevealed')).toEqual([{ type: 'pirateRevealed', segment: 2, card: 1, sum: 3 }]);
    expect(eventsOf(r.events, 'turnedBack')).toEqual([{ type: 'turnedBack', seat: 0, ship: 0, segment: 2, strength: 2, sum: 3, damage: 1 }]);
    expect(r.state.asking).toMatchObject({ seat: 0, ship: 1, segment: 2, ask: 'route' });
  });
  it('M12 Strength below the sum: one Damage token, the ship turns left and its outward voyage stops', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 2],
        [0, 0],
      ]),
      deck: [3],
    });
    const r = playActions(s, { 0: [launch(1)] });
    const ship = merchant.viewFor(r.state, null).merchants[0].ships[1];
    expect(ship).toMatchObject({ damage: 1, cargo: 2 });
    expect(eventsOf(r.events, 'turnedBack')).toHaveLength(1);
    expect(eventsOf(r.events, 'decisionAsked')).toEqual([]);
  });
  it('M12 Strength equal to the sum is enough: the owner chooses to trade or continue', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 2],
        [0, 0],
      ]),
      deck: [2],
    });
    const r = playActions(s, { 0: [launch(1)] });
    expect(merchant.legalActions(r.state, 0)).toEqual([
      { type: 'trade', ship: 1 },
      { type: 'continue', ship: 1 },
    ]);
    expect(merchant.legalActions(r.state, 1)).toEqual([]);
  });
  it('M12 M4 a ship of Strength 0 (all Damage) still survives a sum of 0, since Strength at least the sum is enough', () => {
    const s = arrange({ anchor: 0, ships: [[{ cargo: 1, damage: 3 }], []], deck: [0] });
    const r = playActions(s, { 0: [launch(0)] });
    expect(merchant.viewFor(r.state, 0).merchants[0].ships[0].strength).toBe(0);
    expect(r.state.asking).toMatchObject({ seat: 0, ship: 0, ask: 'route' });
  });
  it('M12 at the third segment a surviving ship must trade: it is never offered to continue', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 2],
        [0, 0],
      ]),
      deck: [0, 0, 0],
      luxuries: [{}, {}],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    expect(merchant.legalActions(r.state, 0)).toContainEqual({ type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    expect(eventsOf(r.events, 'traded')).toEqual([{ type: 'traded', seat: 0, ship: 1, segment: 3, coins: 2 * COINS[2], prestige: PRESTIGE[2] }]);
    expect(eventsOf(r.events, 'decisionAsked')).toEqual([]);
  });
  it('M12 a ship with a matching Luxury at the third segment trades and is asked only which Luxury to deliver', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 1],
        [0, 0],
      ]),
      deck: [0, 0, 0],
      luxuries: [{ Tea: 1 }, {}],
      demand: [['Silk'], ['Rum', 'Rum'], ['Tea', 'Spice']],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    expect(merchant.legalActions(r.state, 0)).toEqual([
      { type: 'deliver', ship: 1, luxury: 'Tea' },
      { type: 'deliver', ship: 1, luxury: null },
    ]);
    refused(r.state, 0, { type: 'continue', ship: 1 }, 'wrong-phase');
  });
});

describe('M13 Continuing', () => {
  it("M13 a continuing ship takes the lowest available position in the next segment, or its owner's position there", () => {
    // seat 1 launches first (position 1), seat 0 both ships (position 2); all continue
    const s = arrange({
      anchor: 1,
      ships: loaded([
        [1, 1],
        [1, 0],
      ]),
      deck: [0, 0],
    });
    let r = playActions(s, { 1: [launch(0)], 0: [launch(0), launch(1)] });
    expect(r.state.asking).toMatchObject({ seat: 1 });
    r = act(r.state, 1, { type: 'continue', ship: 0 });
    r = act(r.state, 0, { type: 'continue', ship: 0 });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    expect(eventsOf(r.events, 'continued').map((e) => [e.seat, e.ship, e.segment, e.position])).toEqual([[0, 1, 2, 2]]);
    expect([r.state.merchants[1].ships[0].position, r.state.merchants[0].ships[0].position, r.state.merchants[0].ships[1].position]).toEqual([1, 2, 2]);
  });
  it('M13 a continuing ship takes position 1 when the next segment is empty, whatever its position before', () => {
    const s = arrange({
      anchor: 1,
      ships: loaded([
        [1, 0],
        [1, 0],
      ]),
      deck: [0, 0],
    });
    let r = playActions(s, { 1: [launch(0)], 0: [launch(0)] });
    r = act(r.state, 1, { type: 'trade', ship: 0 });
    expect(r.state.merchants[0].ships[0].position).toBe(2);
    r = act(r.state, 0, { type: 'continue', ship: 0 });
    expect(eventsOf(r.events, 'continued')).toEqual([{ type: 'continued', seat: 0, ship: 0, segment: 2, position: 1 }]);
  });
});

describe('M14 Trading', () => {
  it('M14 a trading ship gains Cargo times the Coin icons and the printed Prestige, then turns left', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 3],
        [0, 0],
      ]),
      deck: [0, 0],
      coins: [4, 4],
      luxuries: [{}, {}],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'trade', ship: 1 });
    expect([r.state.merchants[0].coins, r.state.merchants[0].prestige]).toEqual([4 + 3 * COINS[1], 2]);
    expect(eventsOf(r.events, 'traded')).toEqual([{ type: 'traded', seat: 0, ship: 1, segment: 2, coins: 3 * COINS[1], prestige: 2 }]);
    expect(r.state.merchants[0].ships[1]).toMatchObject({ at: 'home', facing: 'left', spacesHome: 4 - NUMBERS.ships[1].speed });
  });
  it("M14 a matching Luxury delivered earns the segment's Prestige again, returns to the supply and discards the tile", () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 1],
        [0, 0],
      ]),
      deck: [0, 0],
      luxuries: [{ Rum: 1, Silk: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Silk'], ['Tea', 'Tea']],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'trade', ship: 1 });
    expect(merchant.legalActions(r.state, 0)).toEqual([
      { type: 'deliver', ship: 1, luxury: 'Silk' },
      { type: 'deliver', ship: 1, luxury: 'Rum' },
      { type: 'deliver', ship: 1, luxury: null },
    ]);
    refused(r.state, 0, { type: 'deliver', ship: 1, luxury: 'Tea' }, 'no-match');
    r = act(r.state, 0, { type: 'deliver', ship: 1, luxury: 'Silk' });
    const m = r.state.merchants[0];
    expect([m.prestige, m.luxuries.Silk, m.luxuries.Rum]).toEqual([4, 0, 1]);
    expect(merchant.viewFor(r.state, null).demand.discarded).toEqual(['Silk']);
    expect(eventsOf(r.events, 'demandRefilled')).toEqual([{ type: 'demandRefilled', segment: 2, slot: 1, luxury: r.state.segments[1].demand[1] }]);
  });
  it('M14 declining to deliver keeps the Luxury and the tile', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
      luxuries: [{ Tea: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']],
    });
    let r = playActions(s, { 0: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    r = act(r.state, 0, { type: 'deliver', ship: 0, luxury: null });
    expect([r.state.merchants[0].luxuries.Tea, r.state.segments[0].demand[0], r.state.merchants[0].prestige]).toEqual([1, 'Tea', PRESTIGE[0]]);
  });
  it('M14 with no matching Luxury the owner is not asked about one: the ship turns left at once', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
      luxuries: [{ Rum: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']],
    });
    let r = playActions(s, { 0: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    expect(eventsOf(r.events, 'decisionAsked')).toEqual([]);
    expect(r.state.phase).toBe('actions');
  });
});

describe('M15 Luxury is a bonus', () => {
  it('M15 an initial trade needs no Luxury, and Luxury adds Prestige and never Coins', () => {
    const base = {
      anchor: 0,
      ships: loaded([
        [0, 4],
        [0, 0],
      ]),
      deck: [0, 0],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']] as never,
    };
    const play = (luxury: 'Rum' | null) => {
      let r = playActions(arrange({ ...base, luxuries: [{ Rum: 1 }, {}] }), { 0: [launch(1)] });
      r = act(r.state, 0, { type: 'continue', ship: 1 });
      r = act(r.state, 0, { type: 'trade', ship: 1 });
      return act(r.state, 0, { type: 'deliver', ship: 1, luxury }).state.merchants[0];
    };
    const without = play(null);
    const withRum = play('Rum');
    expect(withRum.coins).toBe(without.coins);
    expect(without.coins).toBe(NUMBERS.purses[2][0] + 4 * COINS[1]); // M7 purse plus M14 Coins
    expect(withRum.prestige - without.prestige).toBe(2);
  });
});

describe('M16 Decisions in the Voyage', () => {
  const voyage = (now: number) => {
    const s = arrange({
      anchor: 0,
      options: { turnMs: 45_000, decisionMs: 20_000 },
      ships: loaded([
        [0, 2],
        [0, 0],
      ]),
      deck: [0, 0],
      luxuries: [{ Spice: 1, Silk: 1 }, {}],
      demand: [['Tea'], ['Spice', 'Silk'], ['Rum', 'Rum']],
    });
    return playActions(s, { 0: [launch(1)] }, now);
  };
  it("M16 trade-or-continue is the owner's choice, asked with a 20 s timer", () => {
    const r = voyage(1000);
    expect(eventsOf(r.events, 'decisionAsked')).toEqual([{ type: 'decisionAsked', seat: 0, ship: 1, ask: 'route', segment: 1, deadline: 21_000 }]);
    expect(merchant.viewFor(r.state, 1)).toMatchObject({ phase: 'voyage', actor: 0, deadline: 21_000, asking: { seat: 0, ship: 1, ask: 'route' } });
    refused(r.state, 1, { type: 'trade', ship: 1 }, 'not-your-turn');
  });
  it('M16 when the timer runs out the ship trades and delivers the first matching Luxury', () => {
    let r = voyage(1000);
    r = act(r.state, 0, { type: 'continue', ship: 1 }, 5000);
    expect(r.state.deadline).toBe(25_000);
    expect(merchant.tick(r.state, 24_999)).toEqual({ ok: true, state: r.state, events: [] });
    const t = merchant.tick(r.state, 25_000);
    if (!t.ok) throw new Error('tick refused');
    expect(eventsOf(t.events, 'timeout')).toEqual([{ type: 'timeout', seat: 0, phase: 'voyage' }]);
    expect(eventsOf(t.events, 'traded')).toHaveLength(1);
    expect(eventsOf(t.events, 'delivered')).toEqual([{ type: 'delivered', seat: 0, ship: 1, segment: 2, luxury: 'Spice', prestige: 2 }]);
  });
  it('M12 to M14 every refused Voyage answer says why, with its code, in words a client can show', () => {
    const says = (state: Parameters<typeof merchant.applyAction>[0], action: unknown) => {
      const r = merchant.applyAction(state, 0, action as MerchantAction, 2000);
      return r.ok ? 'accepted' : [r.error.code, r.error.message];
    };
    const route = voyage(1000).state;
    expect(says(route, { type: 'load', ship: 1 })).toEqual(['wrong-phase', 'You cannot load during the Voyage.']);
    expect(says(route, { type: 'trade', ship: 0 })).toEqual(['not-this-ship', 'The Voyage asks about your ship 1, not ship 0.']);
    expect(says(route, { type: 'deliver', ship: 1, luxury: 'Spice' })).toEqual(['wrong-phase', 'First choose to trade or continue.']);
    const delivering = act(act(route, 0, { type: 'continue', ship: 1 }, 2000).state, 0, { type: 'trade', ship: 1 }, 2000).state;
    expect(says(delivering, { type: 'trade', ship: 1 })).toEqual(['wrong-phase', 'The ship has traded; choose a Luxury to deliver, or none.']);
    expect(says(delivering, { type: 'deliver', ship: 1, luxury: 'Rum' })).toEqual(['no-match', 'You have no Rum matching a Demand tile here.']);
  });
  it('M16 a timed-out Luxury choice does not trade a second time', () => {
    let r = voyage(1000);
    r = act(r.state, 0, { type: 'continue', ship: 1 }, 2000);
    r = act(r.state, 0, { type: 'trade', ship: 1 }, 3000);
    expect(r.state.asking).toMatchObject({ ask: 'deliver' });
    const coins = r.state.merchants[0].coins;
    const t = merchant.tick(r.state, 23_000);
    if (!t.ok) throw new Error('tick refused');
    expect(eventsOf(t.events, 'traded')).toEqual([]);
    expect(t.state.merchants[0].coins).toBe(coins);
  });
  it('M16 a timed-out trade-or-continue with no matching Luxury trades and delivers nothing', () => {
    const r = voyage(1000);
    const t = merchant.tick(r.state, 21_000);
    if (!t.ok) throw new Error('tick refused');
    expect(eventsOf(t.events, 'traded')).toHaveLength(1);
    expect(eventsOf(t.events, 'delivered')).toEqual([]);
  });
  it('M16 a timed-out Luxury choice delivers the first matching Luxury', () => {
    let r = voyage(1000);
    r = act(r.state, 0, { type: 'continue', ship: 1 }, 2000);
    r = act(r.state, 0, { type: 'trade', ship: 1 }, 3000);
    expect(r.state.asking).toMatchObject({ ask: 'deliver' });
    const t = merchant.tick(r.state, 23_000);
    if (!t.ok) throw new Error('tick refused');
    expect(eventsOf(t.events, 'delivered')[0].luxury).toBe('Spice');
  });
});

describe('M14 which Luxuries can be delivered', () => {
  it('M14 only a held Luxury that an available Demand tile asks for, each kind once, in slot order; an empty slot asks for nothing', () => {
    const held = { Silk: 1, Spice: 0, Tea: 2, Porcelain: 0, Rum: 1 };
    expect(matchingLuxuries(held, ['Spice', null, 'Tea', 'Silk', 'Tea'])).toEqual(['Tea', 'Silk']);
    expect(matchingLuxuries(held, [null, 'Porcelain'])).toEqual([]);
  });
});
