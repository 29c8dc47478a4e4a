// Issue 31: the card a quick-play newcomer reads on taking over a bot's seat, in each game's words (its plugin's `takeover`):
// who they now are, their hold and gold (or ships, Cargo and coins), their recipe, and what the bot was heading for
// (shared/pastry/bots/heading.ts, shared/merchant/bots/heading.ts), read from that seat's own view alone.
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import type { MerchantPlayerView, MerchantState } from '../../shared/merchant/types';
import type { GameState, PlayerView } from '../../shared/pastry/types';
import { headingOf } from '../../shared/pastry/bots/heading';
import { fleetHeading } from '../../shared/merchant/bots/heading';
import { pastryTakeover } from '../../client/games/pastry/takeoverCard';
import { merchantTakeover } from '../../client/games/merchant/takeoverCard';
import { SEAT_COLOUR_NAMES } from '../../client/shell/scene/seatColours';
import { playBotGame } from '../table/botGame';

const pastryGame = playBotGame(games.pastry, 'takeover-card-pastry', 4);
const merchantGame = playBotGame(games.merchant, 'takeover-card-merchant', 4);

/** A seat's view, mid-voyage, where it holds some of its recipe but not all. */
function halfwayPastry(): PlayerView {
  for (const { before } of pastryGame.steps) {
    const state = before as GameState;
    const c = state.captains[2];
    const held = c.recipe.ingredients.filter((x) => c.hold.includes(x)).length;
    if (held > 0 && held < c.recipe.ingredients.length && c.ovensLitDay === null) return structuredClone(games.pastry.viewFor(state, 2));
  }
  throw new Error('no halfway captain');
}

describe('Pastry Pirates: "You are now captain of …" (issue 31)', () => {
  it('names the ship, its hold, gold and secret recipe, and the island the bot was heading for', () => {
    const view = halfwayPastry();
    const me = view.captains[2];
    const card = pastryTakeover(view, 2, 'Bot 2')!;
    expect(card.title).toBe(`You are now captain of the ${SEAT_COLOUR_NAMES[2]} ship`);
    const text = card.lines.join('\n');
    expect(text).toContain("Bot 2's ship");
    for (const x of me.hold) expect(text).toContain(x);
    expect(text).toContain(`Gold: ${me.gold}.`);
    expect(text).toContain(me.recipe!.name);
    for (const x of me.recipe!.ingredients) expect(text).toContain(x);
    const heading = headingOf(view);
    expect(heading.kind).not.toBe('none');
    if (heading.kind === 'island') expect(text).toContain(`heading for ${heading.ingredient} Island`);
  });

  it('heads for the island it is docked at when that island sells what it lacks, and home once the hold is complete', () => {
    const view = halfwayPastry();
    const me = view.captains[2];
    const lacking = me.recipe!.ingredients.find((x) => !me.hold.includes(x))!;
    const island = view.board.islands.find((i) => i.ingredient === lacking)!;
    island.crates = Math.max(island.crates, 1);
    me.pos = [...island.dock];
    expect(headingOf(view)).toMatchObject({ kind: 'island', ingredient: lacking, days: 0 });
    me.hold = [...me.recipe!.ingredients];
    expect(headingOf(view).kind).toBe('home');
    expect(pastryTakeover(view, 2, null)!.lines.join(' ')).toContain('sailing home to Tortuga to bake');
  });

  it('tells no other seat’s plan, and waits for its own view', () => {
    const view = halfwayPastry();
    expect(headingOf({ ...view, you: null })).toEqual({ kind: 'none' });
    expect(pastryTakeover(view, 1, 'Bot 1')).toBeNull(); // a view of seat 2 is no card for seat 1
    expect(pastryTakeover(null, 2, 'Bot 2')).toBeNull();
  });
});

describe('Merchant Voyages: "You now run …\'s fleet" (issue 31)', () => {
  /** A seat's view while one of its ships is out on a voyage. */
  function shipAtSea(): { view: MerchantPlayerView; seat: number } {
    for (const { before } of merchantGame.steps) {
      const state = before as MerchantState;
      const seat = state.merchants.findIndex((_, s) => games.merchant.viewFor(state, s).merchants[s].ships.some((ship) => ship.at === 'board'));
      if (seat >= 0) return { view: games.merchant.viewFor(state, seat), seat };
    }
    throw new Error('no ship at sea');
  }

  it('names the fleet, its ships, Cargo and coins, and the voyage the bot had under way', () => {
    const { view, seat } = shipAtSea();
    const me = view.merchants[seat];
    const card = merchantTakeover(view, seat, 'Bot 1')!;
    expect(card.title).toBe("You now run Bot 1's fleet");
    const text = card.lines.join('\n');
    expect(text).toContain(`Coins: ${me.coins}.`);
    for (const ship of me.ships) expect(text).toContain(`${ship.cargo} Cargo`);
    const out = fleetHeading(view).find((e) => e.at === 'board')!;
    expect(out).toBeDefined();
    expect(text).toMatch(/out on the (near|middle|far) segment/);
    expect(text).toContain(['near', 'middle', 'far'][(out as { segment: number }).segment - 1]);
  });

  it('says so when every ship sits empty at the dock', () => {
    const start = games.merchant.viewFor(merchantGame.steps[0].before as MerchantState, 0);
    expect(fleetHeading(start)).toEqual([]);
    expect(merchantTakeover(start, 0, null)!.lines.join(' ')).toContain('no ship loaded yet');
  });
});
