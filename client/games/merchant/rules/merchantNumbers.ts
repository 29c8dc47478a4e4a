// The rules page's Merchant Voyages numbers, by the names its placeholders use (data-m, data-m-repeat), written from the
// engine's own tables: the tuned NUMBERS and the printed components of board.ts. Both files are zod-free leaves (they
// import only types), so this module may ship to the browser.
import { LUXURIES, PIRATE_CARDS, POSITIONS, SPACES_HOME, TILES_PER_KIND } from '../../../../shared/merchant/board';
import { merchantAbout } from '../../../../shared/merchant/about';
import { type MerchantNumbers, NUMBERS, lastTieWords, rulesText } from '../../../../shared/merchant/numbers';
import type { PlaceholderValue } from '../../../shell/rules/fillNumbers';

/** Everything the page reads: the tuned numbers and the printed components that are not tuned. */
export type MerchantTable = {
  numbers: MerchantNumbers;
  pirates: readonly number[];
  spacesHome: readonly number[];
  luxuries: readonly string[];
  tilesPerKind: number;
  positions: number;
  merchants: readonly [number, number];
};

/** The engine's table as it is today. */
export const ENGINE_TABLE: MerchantTable = {
  numbers: NUMBERS,
  pirates: PIRATE_CARDS,
  spacesHome: SPACES_HOME,
  luxuries: LUXURIES,
  tilesPerKind: TILES_PER_KIND,
  positions: POSITIONS,
  merchants: [merchantAbout.seats.min, merchantAbout.seats.max],
};

/** A price in words: "free", "1 coin", "3 coins". */
function coins(n: number): string {
  return n === 0 ? 'free' : `${n} coin${n === 1 ? '' : 's'}`;
}

/** "1 turn", "2 turns". */
function turns(n: number): string {
  return `${n} turn${n === 1 ? '' : 's'}`;
}

/** How many of each Pirate strength the deck holds, in words: "two 0s, three 1s, three 2s and two 3s". */
function deckMix(cards: readonly number[]): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const counts = [...new Set(cards)]
    .sort((a, b) => a - b)
    .map((c) => {
      const n = cards.filter((x) => x === c).length;
      return `${words[n] ?? n} ${c}${n === 1 ? '' : 's'}`;
    });
  return counts.length > 1 ? `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)}` : (counts[0] ?? 'no cards');
}

/** Every value the Merchant section's placeholders name, computed from `table`. */
export function merchantValues(table: MerchantTable = ENGINE_TABLE): Record<string, PlaceholderValue> {
  const n = table.numbers;
  const p = n.prices;
  const galleon = n.ships[1];
  const far = n.segments.length;
  const purses = Object.values(n.purses).flat();
  const even = purses.every((c) => c === purses[0]);
  const values: Record<string, PlaceholderValue> = {
    'merchants.min': table.merchants[0],
    'merchants.max': table.merchants[1],
    rounds: n.rounds,
    'rounds.list': Array.from({ length: n.rounds }, (_, i) => i + 1),
    actions: n.actionsPerTurn,
    'price.load': coins(p.load),
    'price.arm': coins(p.arm),
    'price.buyLuxury': coins(p.buyLuxury),
    'price.buildHut': coins(p.buildHut),
    'price.repair': coins(p.repair),
    maxCannons: n.maxCannons,
    holdPerDamage: n.holdPerDamage,
    harbourDues: coins(n.harbourDues),
    hutPrestige: n.hutPrestige,
    coinsPerPrestige: n.coinsPerPrestige,
    'tie.last': lastTieWords(n),
    'purse.summary': even ? `${coins(purses[0])} each` : 'by seat, in the table below',
    'pirates.count': table.pirates.length,
    'pirates.cards': [...table.pirates],
    'pirates.mix': deckMix(table.pirates),
    'pirates.max': Math.max(...table.pirates),
    'luxuries.count': table.luxuries.length,
    'luxuries.list': [...table.luxuries],
    'tiles.perKind': table.tilesPerKind,
    'tiles.count': table.tilesPerKind * table.luxuries.length,
    positions: table.positions,
    'positions.list': Array.from({ length: table.positions }, (_, i) => i + 1),
    segments: far,
    summary: rulesText(n).map((line) => line.replace(/^M\d+ /, '')),
  };
  for (const [seats, row] of Object.entries(n.purses)) values[`purse.${seats}`] = row.join(' · ');
  n.segments.forEach((s, i) => {
    const at = `seg${i + 1}`;
    Object.assign(values, { [`${at}.coins`]: s.coins, [`${at}.prestige`]: s.prestige, [`${at}.slots`]: s.slots, [`${at}.home`]: table.spacesHome[i] });
  });
  for (const ship of n.ships) {
    Object.assign(values, { [`${ship.kind}.strength`]: ship.strength, [`${ship.kind}.capacity`]: ship.capacity, [`${ship.kind}.speed`]: ship.speed });
    n.segments.forEach((_, i) => {
      values[`home.${ship.kind}.${i + 1}`] = turns(Math.ceil(table.spacesHome[i] / ship.speed));
    });
  }
  // The Voyage's worked examples: a full Galleon trading in the far segment, and an armed Galleon meeting two Pirates.
  const last = n.segments[far - 1];
  const armed = galleon.strength + 1;
  const pirates = 1 + 2;
  Object.assign(values, {
    'ex.cargo': galleon.capacity,
    'ex.coins': galleon.capacity * last.coins,
    'ex.prestige': last.prestige,
    'ex.total': last.prestige * 2,
    'ex.strength': armed,
    'ex.sum': pirates,
    'ex.verdict': armed >= pirates ? `${armed} is at least ${pirates}: it sails on` : `${armed} is below ${pirates}: it takes a Damage token and turns back`,
    'ex.purse': 11,
    'ex.counted': Math.floor(11 / n.coinsPerPrestige),
  });
  return values;
}
