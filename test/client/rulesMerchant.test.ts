// The rules page's Merchant Voyages section shows the engine's numbers: every placeholder in client/rules.html names a
// value the table has, the filled text is the table's (and follows a changed table), the few numbers the page cannot read
// at run time (the timers' defaults, the Luxury kinds, the lane's spaces) match the engine, and what the page ships is zod-free.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillNumbers } from '../../client/shell/rules/fillNumbers';
import { fillTimers } from '../../client/shell/rules/fillTimers';
import { merchantAbout } from '../../shared/merchant/about';
import { ENGINE_TABLE, type MerchantTable, merchantValues } from '../../client/games/merchant/rules/merchantNumbers';
import { LUXURIES, SPACES_HOME } from '../../shared/merchant/board';
import { NUMBERS, rulesText } from '../../shared/merchant/numbers';
import { MERCHANT_DEFAULT_OPTIONS } from '../../shared/merchant/setup';
import { type FakeElement, parseHtml } from './fakeDom';
import { rulesHtml } from './rulesPage';

const html = rulesHtml;
const start = html.indexOf('<section class="mv" id="merchant"');
const end = html.indexOf('\n</main>');

/** A fresh copy of the Merchant section's elements. */
function section(): FakeElement {
  expect(start, 'the Merchant section').toBeGreaterThan(0);
  return parseHtml(html.slice(start, end));
}

/** Fills a fresh copy of the section from `table` and returns it. */
function filled(table: MerchantTable): FakeElement {
  const root = section();
  expect(fillNumbers(root as unknown as ParentNode, merchantValues(table))).toEqual([]);
  return root;
}

/** A price as the page words it. */
const price = (n: number) => (n === 0 ? 'free' : n === 1 ? '1 coin' : `${n} coins`);

/** M31's last tie-break as the page words it: by the Anchor at the listed table sizes, by lot at the others. */
function tieWords(sizes: readonly number[]): string {
  const anchor = "a tie in all three goes to the tied merchant nearest the Anchor's holder at the end (the holder first, then going left)";
  if (sizes.length === 0) return 'a tie in all three is decided by drawing lots';
  if (sizes.length === 3) return anchor;
  if (sizes.length === 1 && sizes[0] === 2) return `${anchor} at 2 merchants, and is decided by drawing lots at 3 or 4`;
  if (sizes.length === 1 && sizes[0] === 4) return `${anchor} at 4 merchants, and is decided by drawing lots at 2 or 3`;
  throw new Error(`no words written out for ${sizes.join(',')}`);
}

/** What each data-m placeholder must read for `table`, written out from the rules (not from the module under test). */
function expectedText(t: MerchantTable, deckWords: string): Record<string, string> {
  const n = t.numbers;
  const purses = Object.values(n.purses).flat();
  const galleon = n.ships.find((s) => s.kind === 'galleon')!;
  const far = n.segments[n.segments.length - 1];
  const armed = galleon.strength + 1;
  const out: Record<string, string> = {
    'merchants.min': String(t.merchants[0]),
    'merchants.max': String(t.merchants[1]),
    rounds: String(n.rounds),
    actions: String(n.actionsPerTurn),
    'price.load': price(n.prices.load),
    'price.arm': price(n.prices.arm),
    'price.buyLuxury': price(n.prices.buyLuxury),
    'price.buildHut': price(n.prices.buildHut),
    'price.repair': price(n.prices.repair),
    maxCannons: String(n.maxCannons),
    holdPerDamage: String(n.holdPerDamage),
    harbourDues: price(n.harbourDues),
    hutPrestige: String(n.hutPrestige),
    coinsPerPrestige: String(n.coinsPerPrestige),
    'purse.summary': purses.every((c) => c === purses[0]) ? `${price(purses[0])} each` : 'by seat, in the table below',
    'pirates.count': String(t.pirates.length),
    'pirates.mix': deckWords,
    'pirates.max': String(Math.max(...t.pirates)),
    'luxuries.count': String(t.luxuries.length),
    'tiles.perKind': String(t.tilesPerKind),
    'tiles.count': String(t.tilesPerKind * t.luxuries.length),
    positions: String(t.positions),
    segments: String(n.segments.length),
    'ex.cargo': String(galleon.capacity),
    'ex.coins': String(galleon.capacity * far.coins),
    'ex.prestige': String(far.prestige),
    'ex.total': String(2 * far.prestige),
    'ex.strength': String(armed),
    'ex.sum': '3',
    'ex.verdict': armed >= 3 ? `${armed} is at least 3: it sails on` : `${armed} is below 3: it takes a Damage token and turns back`,
    'ex.purse': '11',
    'ex.counted': String(Math.floor(11 / n.coinsPerPrestige)),
    'tie.last': tieWords(n.anchorBreaksTies),
  };
  for (const seats of [2, 3, 4] as const) out[`purse.${seats}`] = n.purses[seats].join(' · ');
  n.segments.forEach((s, i) => {
    Object.assign(out, { [`seg${i + 1}.coins`]: String(s.coins), [`seg${i + 1}.prestige`]: String(s.prestige), [`seg${i + 1}.slots`]: String(s.slots), [`seg${i + 1}.home`]: String(t.spacesHome[i]) });
  });
  for (const ship of n.ships) {
    Object.assign(out, { [`${ship.kind}.strength`]: String(ship.strength), [`${ship.kind}.capacity`]: String(ship.capacity), [`${ship.kind}.speed`]: String(ship.speed) });
    n.segments.forEach((_, i) => {
      const turns = Math.ceil(t.spacesHome[i] / ship.speed);
      out[`home.${ship.kind}.${i + 1}`] = `${turns} turn${turns === 1 ? '' : 's'}`;
    });
  }
  return out;
}

/** What each data-m-repeat placeholder must hold for `table`: its items' texts (a count repeats 1, 2, 3...). */
function expectedItems(t: MerchantTable): Record<string, string[]> {
  const count = (k: number) => Array.from({ length: k }, (_, i) => String(i + 1));
  const out: Record<string, string[]> = {
    'rounds.list': count(t.numbers.rounds),
    'positions.list': count(t.positions),
    'pirates.cards': t.pirates.map(String),
  };
  t.numbers.segments.forEach((s, i) => {
    Object.assign(out, { [`seg${i + 1}.coins`]: count(s.coins), [`seg${i + 1}.prestige`]: count(s.prestige), [`seg${i + 1}.slots`]: count(s.slots) });
  });
  for (const ship of t.numbers.ships) out[`${ship.kind}.capacity`] = count(ship.capacity);
  return out;
}

/** Checks every placeholder of a filled section against the expectations. */
function checkFilled(root: FakeElement, text: Record<string, string>, items: Record<string, string[]>): void {
  const placeholders = root.querySelectorAll('[data-m]');
  expect(placeholders.length).toBeGreaterThan(50);
  for (const el of placeholders) {
    const key = el.getAttribute('data-m')!;
    expect(text, `an expectation for data-m="${key}"`).toHaveProperty([key]);
    expect(el.textContent, key).toBe(text[key]);
  }
  for (const el of root.querySelectorAll('[data-m-repeat]')) {
    const key = el.getAttribute('data-m-repeat')!;
    if (key === 'summary') continue; // checked below, as the engine's own rules text
    expect(items, `an expectation for data-m-repeat="${key}"`).toHaveProperty([key]);
    expect(el.children.length, key).toBe(items[key].length);
    const itemTexts = el.children.map((c) => [c, ...c.querySelectorAll('[data-m-item]')].find((x) => x.hasAttribute('data-m-item'))?.textContent ?? null);
    if (itemTexts.some((x) => x !== null)) expect(itemTexts, key).toEqual(items[key]);
  }
}

describe('the rules page shows Merchant Voyages with the engine table’s numbers', () => {
  it('every placeholder names a value in the table, and none is typed in by hand', () => {
    const root = section();
    const values = merchantValues();
    const keys = [...root.querySelectorAll('[data-m]')].map((el) => el.getAttribute('data-m')!);
    const repeats = [...root.querySelectorAll('[data-m-repeat]')].map((el) => el.getAttribute('data-m-repeat')!);
    for (const key of keys) expect(['string', 'number'], key).toContain(typeof values[key]);
    for (const key of repeats) expect(typeof values[key] === 'number' || Array.isArray(values[key]), key).toBe(true);
    for (const el of root.querySelectorAll('[data-m]')) expect(el.textContent.trim(), `data-m="${el.getAttribute('data-m')}" before filling`).toBe('');
    // The page's parts, for the in-game help to open.
    for (const id of ['merchant', 'merchant-setup', 'merchant-actions', 'merchant-voyage', 'merchant-end']) expect(html).toContain(`id="${id}"`);
  });

  it('M2 M4 M6 M7 M8 M30 M31 the filled text is the engine table’s', () => {
    const root = filled(ENGINE_TABLE);
    checkFilled(root, expectedText(ENGINE_TABLE, 'two 0s, three 1s, three 2s and two 3s'), expectedItems(ENGINE_TABLE));
    const summary = root.querySelectorAll('[data-m-repeat]').find((el) => el.getAttribute('data-m-repeat') === 'summary')!;
    expect(summary.children.map((c) => c.textContent)).toHaveLength(rulesText().length);
    expect(summary.textContent).toContain(`A game is ${NUMBERS.rounds} rounds of two turns.`);
  });

  it('a changed table shows on the page: rounds, prices, Coin icons, Strength, purses, the Pirate deck and Coins count follow', () => {
    const numbers = structuredClone(NUMBERS);
    numbers.rounds = 9;
    numbers.prices.arm = 0;
    numbers.prices.buildHut = 1;
    numbers.segments[2].coins = 11;
    numbers.ships[1].strength = 1;
    numbers.purses[3] = [3, 4, 5];
    numbers.coinsPerPrestige = 3;
    numbers.holdPerDamage = 2;
    numbers.anchorBreaksTies = [4];
    const table: MerchantTable = { ...ENGINE_TABLE, numbers, pirates: [0, 1, 1, 4] };
    const root = filled(table);
    checkFilled(root, expectedText(table, 'one 0, two 1s and one 4'), expectedItems(table));
    const read = (key: string) => root.querySelectorAll('[data-m]').filter((el) => el.getAttribute('data-m') === key);
    expect(read('rounds').every((el) => el.textContent === '9')).toBe(true);
    expect(read('price.arm')[0].textContent).toBe('free');
    expect(read('price.buildHut')[0].textContent).toBe('1 coin');
    expect(read('purse.3')[0].textContent).toBe('3 · 4 · 5');
    expect(read('purse.summary')[0].textContent).toBe('by seat, in the table below');
    expect(read('ex.verdict')[0].textContent).toBe('2 is below 3: it takes a Damage token and turns back');
    expect(read('ex.counted')[0].textContent).toBe('3');
    expect(read('holdPerDamage')[0].textContent).toBe('2');
    const repeat = (key: string) => root.querySelectorAll('[data-m-repeat]').find((el) => el.getAttribute('data-m-repeat') === key)!;
    expect(repeat('seg3.coins').children).toHaveLength(11);
    expect(repeat('seg3.coins').children[10].getAttribute('transform')).toBe('translate(42 14)'); // the eighth icon on starts a second row
    expect(repeat('rounds.list').children).toHaveLength(9);
    expect(repeat('pirates.cards').textContent).toBe('0114');
    expect(repeat('summary').textContent).toContain('A game is 9 rounds of two turns.');
  });

  it('M5 M3 M16 M40 what the page draws or states without the table matches the engine: Luxury kinds, the lane, the timers', () => {
    const root = section();
    const luxuries = [...html.slice(start, end).matchAll(/data-luxury="([^"]+)"/g)].map((m) => m[1]);
    expect(luxuries).toEqual([...LUXURIES]);
    expect(root.querySelectorAll('[data-lane-space]')).toHaveLength(SPACES_HOME.at(-1)!);
    // the timers are filled from the game's presets (rulesTimers.test.ts); the standard ones are the rules' defaults
    expect(fillTimers(root as unknown as ParentNode, merchantAbout)).toEqual([]);
    const timers = root.querySelectorAll('[data-timer]').filter((el) => !el.getAttribute('data-timer')!.endsWith('.presets'));
    expect(timers.length).toBeGreaterThan(0);
    for (const el of timers) {
      const key = el.getAttribute('data-timer')!.split('.')[1] as keyof typeof MERCHANT_DEFAULT_OPTIONS;
      expect(el.textContent, key).toBe(`${MERCHANT_DEFAULT_OPTIONS[key] / 1000} s`);
    }
  });

  it('the page’s scripts import no zod, by value or through any file they import', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gm)) {
        const [, what, from] = m;
        if (/^\{[^}]*\}$/.test(what.trim()) && what.split(',').every((part) => /^\s*\{?\s*type\s/.test(part) || /^\s*\}?\s*$/.test(part))) continue; // import { type A, type B }
        expect(from, `${file} imports ${from}`).not.toMatch(/^zod/);
        if (from.startsWith('.')) visit(resolve(dirname(file), from.endsWith('.ts') ? from : `${from}.ts`));
      }
      for (const m of source.matchAll(/^\s*import\s+'([^']+)'/gm)) expect(m[1]).not.toMatch(/^zod/);
    };
    for (const entry of ['client/games/merchant/rules/merchantPage.ts', 'client/games/pastry/rules/pastryPage.ts', 'client/shell/rules/rulesMenu.ts', 'client/shell/rules/rulesFonts.ts'])
      visit(resolve(entry));
    expect([...seen].some((f) => f.endsWith('shared/merchant/numbers.ts'))).toBe(true);
    expect([...seen].some((f) => /shared\/(index|protocol|games)\.ts$|shared\/merchant\/(index|protocol)\.ts$/.test(f))).toBe(false);
  });
});
