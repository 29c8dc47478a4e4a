// What each game tells TV (issue 31): how lively a view is to watch, and its chapter (day or round), TV's only switching
// moments. Views are the engines' own, from a new game, with the moment under test written into them.
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import type { PlayerView } from '../../shared/pastry/index';
import type { MerchantPlayerView } from '../../shared/merchant/index';
import { pastryOnAir } from '../../server/games/pastry/onAir';
import { merchantOnAir } from '../../server/games/merchant/onAir';
import { TABLES } from '../../server/games/tables';

const captains = [{ name: 'Ann' }, { name: 'Bo', bot: 'normal' as const }, { name: 'Cy', bot: 'normal' as const }, { name: 'Di', bot: 'normal' as const }];

/** A new Pastry Pirates voyage's spectator view. */
function pastryView(): PlayerView {
  return games.pastry.viewFor(games.pastry.createVoyage({ seed: 'tv-pastry', captains }), null) as PlayerView;
}

/** A new Merchant Voyages game's spectator view. */
function merchantView(): MerchantPlayerView {
  return games.merchant.viewFor(games.merchant.createVoyage({ seed: 'tv-merchant', captains }), null) as MerchantPlayerView;
}

describe('every game is on TV', () => {
  it('each table of production tells TV its liveliness and chapter', () => {
    for (const table of TABLES.list) expect(typeof table.onAir.liveliness).toBe('function');
    expect(TABLES.get('pastry').onAir).toBe(pastryOnAir);
    expect(TABLES.get('merchant').onAir).toBe(merchantOnAir);
  });
});

describe('Pastry Pirates on TV', () => {
  const quiet = pastryView();
  const lively = (patch: Partial<PlayerView>) => pastryOnAir.liveliness({ ...quiet, ...patch });

  it('a bake-off (R41) outranks a broadside (R28), which outranks a quiet sea; an ended voyage is not lively', () => {
    const calm = pastryOnAir.liveliness(quiet);
    const broadside = lively({ phase: 'bribe' });
    const bake = lively({ phase: 'bake' });
    expect(broadside).toBeGreaterThan(calm);
    expect(bake).toBeGreaterThan(broadside);
    expect(lively({ phase: 'over' })).toBe(0);
  });

  it('a close race (two ovens lit, R40) and a storm (R13) add to it', () => {
    const calm = pastryOnAir.liveliness(quiet);
    const lit = (n: number) => quiet.captains.map((c, i) => ({ ...c, ovensLit: i < n }));
    expect(lively({ captains: lit(2) })).toBeGreaterThan(lively({ captains: lit(1) }));
    expect(lively({ captains: lit(1) })).toBeGreaterThan(calm);
    expect(lively({ wind: { ...quiet.wind, storm: 'N' } })).toBeGreaterThan(lively({ wind: { ...quiet.wind, stormWarning: true, storm: null } }));
  });

  it('its chapters are its days (R45)', () => {
    expect(pastryOnAir.chapter(quiet)).toBe(quiet.day);
    expect(pastryOnAir.chapter({ ...quiet, day: 7 })).toBe(7);
  });
});

describe('Merchant Voyages on TV', () => {
  const quiet = merchantView();
  const sailing = (segment: number, position: number): MerchantPlayerView => ({
    ...quiet,
    merchants: quiet.merchants.map((m, i) => (i === 0 ? { ...m, ships: m.ships.map((s, j) => (j === 0 ? { ...s, at: 'board', segment, position } : s)) } : m)),
  });

  it('a ship deep into segment 3 (M2) is livelier than one in segment 1, and the deeper the livelier; an ended game is not lively', () => {
    expect(merchantOnAir.liveliness(sailing(3, 1))).toBeGreaterThan(merchantOnAir.liveliness(sailing(1, 1)));
    expect(merchantOnAir.liveliness(sailing(3, 4))).toBeGreaterThan(merchantOnAir.liveliness(sailing(3, 1)));
    expect(merchantOnAir.liveliness({ ...sailing(3, 4), phase: 'over' })).toBe(0);
  });

  it('a close race for Prestige counts only late in the game (M7), and a push-your-luck call adds', () => {
    const tied = quiet.merchants.map((m) => ({ ...m, prestige: 10 }));
    const apart = quiet.merchants.map((m, i) => ({ ...m, prestige: i === 0 ? 20 : 10 }));
    expect(merchantOnAir.liveliness({ ...quiet, round: 5, merchants: tied })).toBeGreaterThan(merchantOnAir.liveliness({ ...quiet, round: 5, merchants: apart }));
    expect(merchantOnAir.liveliness({ ...quiet, round: 1, merchants: tied })).toBe(merchantOnAir.liveliness({ ...quiet, round: 1, merchants: apart }));
    expect(merchantOnAir.liveliness({ ...quiet, asking: { seat: 0, ship: 0, ask: 'route', segment: 2 } })).toBeGreaterThan(merchantOnAir.liveliness(quiet));
  });

  it('its chapters are its rounds (M7)', () => {
    expect(merchantOnAir.chapter({ ...quiet, round: 4 })).toBe(4);
  });
});
