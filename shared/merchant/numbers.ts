// The numbers of Merchant Voyages that are ours to tune (M2, M4, M7, M8, M30, M31): one table that the engine, the bots,
// the simulator's output and the rules page all read, each with a one-line explanation for the rules page.
import type { ShipKind } from './types';
import { editionOf } from '../edition';

/** The shape of the tunable numbers. */
export type MerchantNumbers = {
  segments: { coins: number; prestige: number; slots: number }[];
  ships: { kind: ShipKind; strength: number; capacity: number; speed: number }[];
  holdPerDamage: number;
  rounds: number;
  purses: Record<2 | 3 | 4, number[]>;
  actionsPerTurn: number;
  prices: { load: number; arm: number; buyLuxury: number; buildHut: number; repair: number };
  maxCannons: number;
  harbourDues: number;
  hutPrestige: number;
  coinsPerPrestige: number;
  anchorBreaksTies: (2 | 3 | 4)[];
};

/** M2, M4, M7, M8, M30, M31: the numbers in play, chosen by simulation (`npm run simulate -- --game merchant --targets`). */
export const NUMBERS: MerchantNumbers = {
  segments: [
    { coins: 2, prestige: 2, slots: 1 },
    { coins: 4, prestige: 2, slots: 2 },
    { coins: 7, prestige: 4, slots: 2 },
  ],
  ships: [
    { kind: 'sloop', strength: 1, capacity: 2, speed: 3 },
    { kind: 'galleon', strength: 2, capacity: 4, speed: 3 },
  ],
  holdPerDamage: 2,
  rounds: 6,
  purses: { 2: [3, 3], 3: [3, 3, 3], 4: [3, 3, 3, 3] },
  actionsPerTurn: 2,
  prices: { load: 0, arm: 1, buyLuxury: 1, buildHut: 9, repair: 1 },
  maxCannons: 2,
  harbourDues: 3,
  hutPrestige: 1,
  coinsPerPrestige: 2,
  anchorBreaksTies: [2],
};

/** Which numbers a game was dealt under, recorded with it: derived from the table itself, so re-tuning any number changes it. */
export const NUMBERS_EDITION: string = editionOf(NUMBERS);

/** The rules page's words for each number: which rule prints it and what it does. */
export const NUMBER_NOTES: Record<keyof MerchantNumbers, { rule: string; says: string }> = {
  segments: {
    rule: 'M2',
    says: 'Each segment of the Trade board prints its Coin icons (coins per Cargo traded there), its Prestige (also its Luxury reward) and its Demand slots: the farther, the richer.',
  },
  ships: { rule: 'M4', says: 'Each ship card prints its Strength against Pirates, the Cargo it can carry and its Speed home.' },
  holdPerDamage: { rule: 'M4', says: 'A damaged ship holds this much less Cargo per Damage token: Load stops there, and Cargo already aboard stays.' },
  rounds: { rule: 'M7', says: 'A game lasts this many rounds of two turns (with 6, the Anchor comes round to every seat equally often at 2, 3 and 4 merchants).' },
  purses: { rule: 'M7', says: "The coins each merchant starts with, by table size, in turn order from the first Anchor's holder (today the same for every seat)." },
  actionsPerTurn: { rule: 'M8', says: 'Each merchant takes this many actions a turn.' },
  prices: { rule: 'M8', says: 'The coins each action costs; Load is free, so Cargo costs only the action that loads it.' },
  maxCannons: { rule: 'M8', says: 'The most cannons one ship can carry on a voyage.' },
  harbourDues: { rule: 'M30', says: 'Coins every merchant gains at the End of Round.' },
  hutPrestige: { rule: 'M30', says: 'Prestige a Dock Hut earns its owner at each End of Round.' },
  coinsPerPrestige: { rule: 'M31', says: 'Coins count: when the game ends, every this many coins you hold score 1 Prestige, and your coins still break ties.' },
  anchorBreaksTies: {
    rule: 'M31',
    says: "The table sizes at which a tie in Prestige, coins and Luxuries goes to the tied merchant nearest the Anchor's holder at the end, going left (at 2 merchants the first Anchor's holder, making up for the second seat's edge); at the other sizes lots are drawn.",
  },
};

/** M7: the coins the merchant `seat` starts with at a table of `count`, counted in turn order from the first Anchor's holder. */
export function startingCoins(seat: number, anchor: number, count: number, numbers: MerchantNumbers = NUMBERS): number {
  const row = numbers.purses[count as keyof MerchantNumbers['purses']];
  if (!row) throw new Error(`M7 has no purse for a table of ${count}.`);
  return row[(seat - anchor + count) % count];
}

/** M31 Coins count: the Prestige that `coins` held at the end score (the engine's count, and the end screen's account of it). */
export function coinsPrestige(coins: number, numbers: MerchantNumbers = NUMBERS): number {
  return Math.floor(coins / numbers.coinsPerPrestige);
}

/** M31: whether a table of `count` merchants breaks its last tie by the Anchor (else by lot). */
export function anchorBreaksTiesAt(count: number, numbers: MerchantNumbers = NUMBERS): boolean {
  return (numbers.anchorBreaksTies as number[]).includes(count);
}

/** M31: the last tie-break in words, for the rules page, the rules text and the end screen: by the Anchor at some table sizes, by lot at the others. */
export function lastTieWords(numbers: MerchantNumbers = NUMBERS): string {
  const sizes = [...numbers.anchorBreaksTies].sort((a, b) => a - b);
  const lots = ([2, 3, 4] as const).filter((n) => !sizes.includes(n));
  const or = (ns: readonly number[]) => (ns.length > 1 ? `${ns.slice(0, -1).join(', ')} or ${ns.at(-1)}` : String(ns[0]));
  const toAnchor = "goes to the tied merchant nearest the Anchor's holder at the end (the holder first, then going left)";
  if (sizes.length === 0) return 'a tie in all three is decided by drawing lots';
  if (lots.length === 0) return `a tie in all three ${toAnchor}`;
  return `a tie in all three ${toAnchor} at ${or(sizes)} merchants, and is decided by drawing lots at ${or(lots)}`;
}

/** The table as printable lines, `rule key: value: explanation`, for the simulator's output (and a rules page). */
export function describeNumbers(numbers: MerchantNumbers = NUMBERS): string[] {
  return (Object.keys(NUMBER_NOTES) as (keyof MerchantNumbers)[]).map((key) => `${NUMBER_NOTES[key].rule} ${key}: ${JSON.stringify(numbers[key])}: ${NUMBER_NOTES[key].says}`);
}

/** The rules page's words for the tuned numbers (M2, M4, M7, M8, M30, M31, with Coins count), written from the table. */
export function rulesText(numbers: MerchantNumbers = NUMBERS): string[] {
  const coins = (n: number) => (n === 0 ? 'free' : `${n} coin${n === 1 ? '' : 's'}`);
  const purses = Object.values(numbers.purses).flat();
  const purse = purses.every((c) => c === purses[0])
    ? `Every merchant starts with ${coins(purses[0])}`
    : `Merchants start with ${Object.entries(numbers.purses)
        .map(([n, row]) => `${row.join(', ')} coins at ${n}`)
        .join('; ')} (in turn order from the first Anchor)`;
  const p = numbers.prices;
  return [
    `M2 The Trade board: ${numbers.segments.map((s, i) => `segment ${i + 1} pays ${s.coins} coins per Cargo and ${s.prestige} Prestige (${s.slots} Demand slot${s.slots === 1 ? '' : 's'})`).join('; ')}.`,
    `M4 Ships: ${numbers.ships.map((s) => `${s.kind === 'sloop' ? 'Sloop' : 'Galleon'}: Strength ${s.strength}, Cargo ${s.capacity}, Speed ${s.speed}`).join('; ')}. A damaged ship holds ${numbers.holdPerDamage} Cargo less per Damage token.`,
    `M7 ${purse}, 0 Prestige and one random Luxury. A game is ${numbers.rounds} rounds of two turns.`,
    `M8 ${numbers.actionsPerTurn} actions a turn. Load: ${coins(p.load)}. Arm: ${coins(p.arm)} (at most ${numbers.maxCannons} cannons a ship). Launch: free. Buy Luxury: ${coins(p.buyLuxury)}. Build Dock Hut: ${coins(p.buildHut)}. Repair: ${coins(p.repair)}. Pass: free.`,
    `M30 End of Round: every merchant gains ${coins(numbers.harbourDues)}; a Dock Hut earns its owner ${numbers.hutPrestige} Prestige.`,
    `M31 Coins count: when the game ends, every ${numbers.coinsPerPrestige} coins you hold score 1 Prestige; your coins still break ties, then your Luxuries, and ${lastTieWords(numbers)}.`,
  ];
}
