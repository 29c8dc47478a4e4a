// The Voyage decision's odds in plain words (M6, M11 to M14), from the public view only: no secret is needed, since the
// deck's contents (never its order) follow from the ten printed cards minus the revealed ones and the discards.
import type { MerchantPlayerView } from '../../../shared/merchant/types';
import { LAST_SEGMENT, PIRATE_CARDS, deliveryPrestige } from '../../../shared/merchant/board';
import { NUMBERS } from '../../../shared/merchant/numbers';
import { matchingLuxuries } from '../../../shared/merchant/demand';

/** The odds of one Voyage decision, as numbers and as the sentences the decision card shows. */
export type VoyageOdds = {
  sum: number; // M12: every Pirate card revealed this Voyage, added up
  strength: number; // M4: the asked ship's Strength now
  cardsLeft: number[]; // M6: the cards the next reveal comes from, ascending
  reshuffle: boolean; // M6: the deck is empty, so the next reveal comes from the discards shuffled into a new deck
  next: { segment: number; turnedBack: number; of: number } | null; // M12, M13: continuing: chances out of `of` to be turned back there
  trade: { coins: number; prestige: number; luxuries: string[] }; // M14: what trading here pays, and the held Luxuries its Demand tiles ask for (each worth `prestige` more)
  lines: string[]; // the odds in plain words, one sentence each
};

/** M2: the segments' names, near to far. */
export const SEGMENT_NAMES = ['near', 'middle', 'far'] as const;

/** M4: the ship cards' names, by index. */
export const SHIP_NAMES = ['Sloop', 'Galleon'] as const;

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words ("two"), digits beyond ten. */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** M6: the cards the next Pirate reveal is drawn from: the ten printed cards minus revealed and discards; an empty deck reshuffles the discards. */
export function cardsLeftOf(view: MerchantPlayerView): { cards: number[]; reshuffle: boolean } {
  const left = [...PIRATE_CARDS];
  for (const card of [...view.pirates.revealed, ...view.pirates.discards]) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  if (left.length > 0) return { cards: left.sort((a, b) => a - b), reshuffle: false };
  return { cards: [...view.pirates.discards].sort((a, b) => a - b), reshuffle: true };
}

/** "two 0s, one 1, one 3": a pile of cards in words, strongest last. */
export function cardsInWords(cards: readonly number[]): string {
  if (cards.length === 0) return 'none';
  const counts = new Map<number, number>();
  for (const c of [...cards].sort((a, b) => a - b)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([card, n]) => `${countWord(n)} ${card}${n === 1 ? '' : 's'}`).join(', ');
}

/** M6, M11 to M14: the odds of the decision the view is asking about (whoever it asks), or null when nothing is asked. */
export function voyageOdds(view: MerchantPlayerView): VoyageOdds | null {
  const asking = view.asking;
  if (!asking || view.phase !== 'voyage') return null;
  const merchant = view.merchants[asking.seat];
  const ship = merchant?.ships[asking.ship];
  if (!ship) return null;
  const sum = view.pirates.revealed.reduce((a, b) => a + b, 0);
  const { cards, reshuffle } = cardsLeftOf(view);
  const printed = NUMBERS.segments[asking.segment - 1];
  const trade = { coins: ship.cargo * printed.coins, prestige: printed.prestige, luxuries: matchingLuxuries(merchant.luxuries, view.board.segments[asking.segment - 1]?.demand ?? []) };
  const owner = asking.seat === view.you ? 'Your' : `${merchant.name}'s`;
  const shipName = SHIP_NAMES[asking.ship] ?? 'ship';
  const lines = [`Pirates so far: ${sum}.`, `${owner} ${shipName}'s strength: ${ship.strength}.`];
  let next: VoyageOdds['next'] = null;
  if (asking.ask === 'route' && asking.segment < LAST_SEGMENT) {
    const segment = asking.segment + 1;
    const already = view.board.segments[segment - 1]?.pirate ?? null;
    const where = `Sailing on to the ${SEGMENT_NAMES[segment - 1]} segment`;
    if (already !== null) {
      // M11: a segment reveals one card a Voyage; one already there is certain
      const lost = ship.strength < sum + already ? 1 : 0;
      next = { segment, turnedBack: lost, of: 1 };
      lines.push(`A ${already} is already revealed there.`, `${where}: ${lost ? 'you will certainly be turned back there' : 'you are safe there'}.`);
    } else {
      const turnedBack = cards.filter((c) => ship.strength < sum + c).length;
      next = { segment, turnedBack, of: cards.length };
      lines.push(reshuffle ? `The deck is empty: the discards are shuffled into a new deck of ${cardsInWords(cards)}.` : `Cards left: ${cardsInWords(cards)}.`);
      lines.push(`${where}: ${chanceWords(turnedBack, cards.length)}.`);
    }
    lines.push(`Trading here: ${trade.coins} coin${trade.coins === 1 ? '' : 's'} and ${trade.prestige} Prestige.`);
    // M14, M15: a held Luxury the port asks for adds its Prestige on top, as a choice after the trade
    if (trade.luxuries.length > 0) lines.push(`Delivering ${trade.luxuries.join(' or ')} here adds ${deliveryPrestige(asking.segment)} Prestige more.`);
  }
  return { sum, strength: ship.strength, cardsLeft: cards, reshuffle, next, trade, lines };
}

/** M12, M13 in plain words: no card turns the ship back (safe), every card does (certain), or how many of how many. */
export function chanceWords(turnedBack: number, of: number): string {
  if (turnedBack === 0) return 'safe, no card left can turn you back there';
  if (turnedBack === of) return 'every card left turns you back there';
  return `${turnedBack} in ${of} chance to be turned back there`;
}

/** One segment a launched ship may reach (M11, M12, M14): the chance it gets there unturned, and what trading there pays. */
export type LaunchLeg = { segment: number; reach: number | null; coins: number; prestige: number };

/**
 * M6, M11, M12, M14 before a Launch: for each segment, the chance that the cards drawn up to it add up to no more than the
 * ship's Strength (so it may trade there), and what its Cargo earns there. The deck's order is unknown, so every draw of
 * the cards left is equally likely; `reach` is null where fewer cards are left than the segments before it need.
 */
export function launchOdds(view: MerchantPlayerView, seat: number, shipIndex: number): LaunchLeg[] {
  const ship = view.merchants[seat]?.ships[shipIndex];
  if (!ship) return [];
  const { cards } = cardsLeftOf(view);
  return NUMBERS.segments.map((printed, i) => ({
    segment: i + 1,
    reach: i + 1 <= cards.length ? withinShare(cards, i + 1, ship.strength) : null,
    coins: ship.cargo * printed.coins,
    prestige: printed.prestige,
  }));
}

/** The share of the ways to draw `k` of `cards` whose sum is at most `limit`. */
function withinShare(cards: readonly number[], k: number, limit: number): number {
  let within = 0;
  let all = 0;
  const walk = (from: number, left: number, sum: number) => {
    if (left === 0) {
      all++;
      if (sum <= limit) within++;
      return;
    }
    for (let i = from; i <= cards.length - left; i++) walk(i + 1, left - 1, sum + cards[i]);
  };
  walk(0, k, 0);
  return within / all;
}

/** A launch's odds in a line: "near 80 % for 3 coins and 1 Prestige · middle 40 % for …". */
export function launchWords(legs: readonly LaunchLeg[]): string {
  return legs
    .filter((leg) => leg.reach !== null)
    .map((leg) => `${SEGMENT_NAMES[leg.segment - 1]} ${Math.round(leg.reach! * 100)} % for ${leg.coins} coin${leg.coins === 1 ? '' : 's'} and ${leg.prestige} Prestige`)
    .join(' · ');
}
