// M20 to M24, M30 and M31: End of Turn, End of Round and the winner.
import { describe, expect, it } from 'vitest';
import type { MerchantAction } from '../../shared/merchant/index';
import { act, arrange, eventsOf, loaded, merchant, playActions } from './fixtures';
import { NUMBERS } from '../../shared/merchant/numbers';

const launch = (ship: number): MerchantAction => ({ type: 'launch', ship });

describe('M20 Sailing home', () => {
  it('M20 every left-facing ship sails its Speed toward home each End of Turn, and docks on arrival', () => {
    // the Galleon trades in segment 3: 6 spaces home, sailed its Speed (from the table) at each End of Turn until it docks
    const speed = NUMBERS.ships[1].speed;
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 1],
        [0, 0],
      ]),
      deck: [0, 0, 0],
      luxuries: [{}, {}],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    let left = 6 - speed;
    expect(eventsOf(r.events, 'sailedHome')).toEqual([{ type: 'sailedHome', seat: 0, ship: 1, spacesHome: left }]);
    while (left - speed > 0) {
      r = playActions(r.state, {});
      left -= speed;
      expect(r.state.merchants[0].ships[1]).toMatchObject({ at: 'home', spacesHome: left });
    }
    r = playActions(r.state, {});
    expect(eventsOf(r.events, 'docked')).toEqual([{ type: 'docked', seat: 0, ship: 1, repaired: 0 }]);
    expect(merchant.viewFor(r.state, null).merchants[0].ships[1]).toEqual({ kind: 'galleon', strength: 2, cargo: 0, cannons: 0, damage: 0, at: 'dock' });
  });
  it('M20 a Sloop (Speed 3) turned back in segment 1 is home by the same End of Turn', () => {
    const r = playActions(
      arrange({
        anchor: 0,
        ships: loaded([
          [1, 0],
          [0, 0],
        ]),
        deck: [3],
      }),
      { 0: [launch(0)] },
    );
    expect(r.state.merchants[0].ships[0]).toMatchObject({ at: 'dock', damage: 1, cargo: 1 });
  });
  it("M20 a Dock Hut repairs all of a ship's damage when it reaches its dock", () => {
    const r = playActions(
      arrange({
        anchor: 0,
        hut: [true, false],
        ships: loaded(
          [
            [1, 0],
            [0, 0],
          ],
          { damage: 2 },
        ),
        deck: [3],
      }),
      { 0: [launch(0)] },
    );
    expect(eventsOf(r.events, 'docked')).toEqual([{ type: 'docked', seat: 0, ship: 0, repaired: 3 }]);
    expect(r.state.merchants[0].ships[0].damage).toBe(0);
  });
  it('M20 without a Dock Hut the damage stays', () => {
    const r = playActions(
      arrange({
        anchor: 0,
        ships: loaded(
          [
            [1, 0],
            [0, 0],
          ],
          { damage: 2 },
        ),
        deck: [3],
      }),
      { 0: [launch(0)] },
    );
    expect(r.state.merchants[0].ships[0].damage).toBe(3);
  });
  it('M20 the Dock Hut repairs on arrival only: a damaged ship already docked stays damaged', () => {
    const r = playActions(arrange({ anchor: 0, hut: [true, false], ships: [[{ damage: 1 }], []] }), {});
    expect(r.state.merchants[0].ships[0].damage).toBe(1);
  });
});

describe('M21 Pirates away', () => {
  it('M21 every revealed Pirate card is discarded face up at End of Turn, and the segments are clear', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 2],
        [0, 0],
      ]),
      deck: [1, 0, 3],
      discards: [0, 1, 1, 2, 2, 2, 3],
    });
    let r = playActions(s, { 0: [launch(1)] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'trade', ship: 1 });
    const view = merchant.viewFor(r.state, 1);
    expect(view.pirates).toEqual({ revealed: [], discards: [0, 1, 1, 2, 2, 2, 3, 1, 0], deckCount: 1 });
    expect(view.board.segments.map((seg) => seg.pirate)).toEqual([null, null, null]);
  });
  it('M21 a turn without a Voyage reveals no card, so nothing is discarded and no discard is announced', () => {
    const r = playActions(arrange({ anchor: 0 }), {});
    expect(eventsOf(r.events, 'pirateRevealed')).toEqual([]);
    expect(eventsOf(r.events, 'piratesDiscarded')).toEqual([]);
    expect(eventsOf(r.events, 'anchorPassed')).toHaveLength(1);
  });
});

describe('M22 Demand', () => {
  it('M22 an empty Demand slot is refilled from the unused tiles at End of Turn', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
      luxuries: [{ Tea: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']],
      unused: ['Porcelain'],
    });
    let r = playActions(s, { 0: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    r = act(r.state, 0, { type: 'deliver', ship: 0, luxury: 'Tea' });
    expect(r.state.segments[0].demand).toEqual(['Porcelain']);
    const demand = merchant.viewFor(r.state, null).demand;
    expect([demand.unused, demand.discarded.length, demand.discarded.at(-1)]).toEqual([0, s.demand.discarded.length + 1, 'Tea']);
  });
  it("M22 a delivered tile's slot stays empty for the rest of the Voyage: it is refilled at End of Turn, not at once", () => {
    // seat 0's Sloop delivers the Tea in segment 1; seat 1's ship, resolved after it in the same Voyage, still sees the empty slot
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [1, 0],
      ]),
      deck: [0],
      luxuries: [{ Tea: 1 }, { Tea: 1 }],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']],
      unused: ['Tea'],
    });
    let r = playActions(s, { 0: [launch(0)], 1: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    r = act(r.state, 0, { type: 'deliver', ship: 0, luxury: 'Tea' });
    expect(eventsOf(r.events, 'demandRefilled')).toEqual([]);
    expect([r.state.segments[0].demand, r.state.asking]).toEqual([[null], { seat: 1, ship: 0, ask: 'route', segment: 1 }]);
    r = act(r.state, 1, { type: 'trade', ship: 0 });
    expect(eventsOf(r.events, 'decisionAsked')).toEqual([]);
    expect(eventsOf(r.events, 'demandRefilled')).toEqual([{ type: 'demandRefilled', segment: 1, slot: 0, luxury: 'Tea' }]);
    expect(r.state.merchants[1].luxuries.Tea).toBe(1);
  });
  it('M22 with no unused tiles left the slot stays empty', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
      luxuries: [{ Tea: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Silk'], ['Spice', 'Spice']],
      unused: [],
    });
    let r = playActions(s, { 0: [launch(0)] });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    r = act(r.state, 0, { type: 'deliver', ship: 0, luxury: 'Tea' });
    expect(r.state.segments[0].demand).toEqual([null]);
    expect(merchant.legalActions(r.state, r.state.actor!).length).toBeGreaterThan(0);
  });
});

describe('M23 The Anchor passes left', () => {
  it('M23 after each turn the Anchor passes to the left and the Hourglass moves from A to B', () => {
    let s = arrange({ count: 3, anchor: 2 });
    s = playActions(s, {}).state;
    expect([s.anchor, s.actor, s.round, s.turn]).toEqual([0, 0, 1, 'B']);
    s = playActions(s, {}).state;
    expect([s.anchor, s.actor, s.round, s.turn]).toEqual([1, 1, 2, 'A']);
  });
  it("M23 M41 the next turn starts with a public turnStarted event: the Hourglass, the Anchor's holder, every purse and Prestige", () => {
    const s = arrange({ count: 3, anchor: 2, coins: [5, 6, 7], prestige: [1, 2, 3] });
    const r = playActions(s, {});
    expect(eventsOf(r.events, 'turnStarted')).toEqual([{ type: 'turnStarted', round: 1, turn: 'B', anchor: 0, coins: [5, 6, 7], prestige: [1, 2, 3] }]);
  });
});

describe('M24 End of Round', () => {
  it('M24 End of Round follows turn B, not turn A', () => {
    let r = playActions(arrange({ anchor: 0 }), {});
    expect(eventsOf(r.events, 'roundEnded')).toEqual([]);
    r = playActions(r.state, {});
    expect(eventsOf(r.events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
  });
});

describe('M30 End of Round', () => {
  it('M30 every merchant gains the harbour dues in coins, then turn A of the next round begins', () => {
    let s = playActions(arrange({ anchor: 0, coins: [0, 7] }), {}).state;
    s = playActions(s, {}).state;
    expect(s.merchants.map((m) => m.coins)).toEqual([NUMBERS.harbourDues, 7 + NUMBERS.harbourDues]);
    expect([s.round, s.turn, s.phase]).toEqual([2, 'A', 'actions']);
  });
  it('M30 a Dock Hut pays its Prestige each End of Round', () => {
    let s = arrange({ anchor: 0, hut: [true, false] });
    for (let turn = 0; turn < 4; turn++) s = playActions(s, {}).state;
    expect(s.merchants.map((m) => m.prestige)).toEqual([2 * NUMBERS.hutPrestige, 0]);
  });
});

describe('M31 The end', () => {
  /** Plays out the game with passes only, from given purses. */
  const finish = (a: Parameters<typeof arrange>[0]) => {
    let s = arrange(a);
    while (s.phase !== 'over') s = playActions(s, {}).state;
    return merchant.viewFor(s, null);
  };
  const N = NUMBERS.coinsPerPrestige;
  /** Harbour dues a merchant collects while a game is passed out from its start. */
  const DUES = NUMBERS.harbourDues * NUMBERS.rounds;
  /** Starting coins that end the game on a whole number of Prestige, so one more coin changes only the tie-break. */
  const EVEN = (N - (DUES % N)) % N;
  it('M31 after round 5 the merchant with the most Prestige wins', () => {
    const view = finish({ count: 3, prestige: [3, 5, 4], coins: [EVEN, EVEN, EVEN] });
    expect(view.result).toEqual({ winners: [1], standings: [1, 2, 0] });
    expect([view.phase, view.actor]).toEqual(['over', null]);
  });
  it('M31 the game ends with one gameOver event, after the coins are counted, carrying the result', () => {
    let s = arrange({ count: 3, prestige: [3, 5, 4], coins: [EVEN, EVEN, EVEN] });
    let events: ReturnType<typeof playActions>['events'] = [];
    while (s.phase !== 'over') ({ state: s, events } = playActions(s, {}));
    expect(events.at(-1)).toEqual({ type: 'gameOver', result: { winners: [1], standings: [1, 2, 0] } });
    expect(eventsOf(events, 'gameOver')).toHaveLength(1);
    expect(events.findIndex((e) => e.type === 'coinsCounted')).toBeLessThan(events.length - 1);
  });
  it('M31 coins count: at the end every N coins a merchant holds score 1 Prestige, and the coins are kept', () => {
    let s = arrange({ count: 2, prestige: [5, 4], coins: [EVEN, EVEN + 2 * N] });
    const events: ReturnType<typeof playActions>['events'] = [];
    while (s.phase !== 'over') {
      const r = playActions(s, {});
      s = r.state;
      events.push(...r.events);
    }
    const counted = (EVEN + DUES) / N;
    expect(eventsOf(events, 'coinsCounted')).toEqual([
      { type: 'coinsCounted', seat: 0, coins: EVEN + DUES, prestige: counted },
      { type: 'coinsCounted', seat: 1, coins: EVEN + DUES + 2 * N, prestige: counted + 2 },
    ]);
    expect(s.merchants.map((m) => [m.prestige, m.coins])).toEqual([
      [5 + counted, EVEN + DUES],
      [6 + counted, EVEN + DUES + 2 * N],
    ]);
    expect(s.result!.winners).toEqual([1]);
  });
  it('M31 coins short of N score nothing', () => {
    const s = finish({ count: 2, prestige: [5, 5], coins: [EVEN + N - 1, EVEN], luxuries: [{}, { Tea: 1 }] });
    expect(s.merchants.map((m) => m.prestige)).toEqual([5 + (EVEN + DUES) / N, 5 + (EVEN + DUES) / N]);
    expect(s.result).toEqual({ winners: [0], standings: [0, 1] });
  });
  it('M31 a Prestige tie goes to the most coins, then to the most Luxuries', () => {
    expect(finish({ count: 3, prestige: [5, 5, 1], coins: [EVEN, EVEN + 1, EVEN] }).result).toEqual({ winners: [1], standings: [1, 0, 2] });
    expect(finish({ count: 3, prestige: [5, 5, 1], coins: [EVEN, EVEN, EVEN], luxuries: [{ Tea: 2 }, { Rum: 1 }, {}] }).result).toEqual({ winners: [0], standings: [0, 1, 2] });
  });
  it('M31 a tie in all three is decided by lot: with the Anchor where it is, each tied merchant wins some games, and never an untied one', () => {
    // The rule changed (it went to the tied merchant latest in turn order from the Anchor's holder, which gave the second seat at 2
    // merchants every tie: about 3 points of win share). The lot comes from the game's own random stream, so a replay gives the same winner.
    const tie = { count: 4, anchor: 0, prestige: [5, 2, 5, 5], coins: [EVEN, EVEN, EVEN, EVEN], luxuries: [{ Tea: 1 }, {}, { Rum: 1 }, { Silk: 1 }] };
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < 60; i++) {
      const view = finish({ ...tie, seed: `lot-${i}` });
      expect(view.anchor).toBe(0);
      expect(view.result!.standings.at(-1)).toBe(1);
      wins[view.result!.winners[0]]++;
      expect(finish({ ...tie, seed: `lot-${i}` }).result).toEqual(view.result);
    }
    expect(wins[1]).toBe(0);
    for (const seat of [0, 2, 3]) expect(wins[seat]).toBeGreaterThan(8); // a fair lot gives each about 20 of 60
  });
  it("M31 at 2 merchants a tie in all three goes to the Anchor's holder at the end (the first Anchor's holder), never by lot", () => {
    // The rule changed at 2 merchants only (it was a lot there too): the second seat won 53 % of all-hard games, and the first
    // Anchor's holder taking these ties (3.5 % of games) brings that to 51.3 %. At 3 and 4 merchants the lot above still decides.
    expect(NUMBERS.anchorBreaksTies).toEqual([2]);
    for (const anchor of [0, 1]) {
      for (let i = 0; i < 8; i++) {
        const view = finish({ count: 2, anchor, prestige: [5, 5], coins: [EVEN, EVEN], luxuries: [{ Tea: 1 }, { Rum: 1 }], seed: `anchor-${i}` });
        expect(view.anchor).toBe(anchor);
        expect(view.result).toEqual({ winners: [anchor], standings: [anchor, 1 - anchor] });
      }
    }
    expect(finish({ count: 2, anchor: 0, prestige: [5, 5], coins: [EVEN, EVEN + 1] }).result!.winners).toEqual([1]);
  });
  it('M31 after the end nothing more is accepted or timed out', () => {
    let s = arrange({ options: { turnMs: 45_000, decisionMs: 20_000 } });
    while (s.phase !== 'over') s = playActions(s, {}).state;
    expect(merchant.legalActions(s, 0)).toEqual([]);
    expect(merchant.applyAction(s, 0, { type: 'pass' }, 0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(merchant.tick(s, 1e12)).toEqual({ ok: true, state: s, events: [] });
  });
});
