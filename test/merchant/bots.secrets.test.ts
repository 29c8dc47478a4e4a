// M41 for bots: a merchant bot decides from viewFor and legalActions only, so the hidden deck and Demand orders cannot change what it does.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantState } from '../../shared/merchant/index';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { merchant } from './fixtures';
import { scrambleMerchantSecrets } from './secrets';
import type { BotLevel } from '../../shared/table/step';

const BOTS_DIR = join(__dirname, '../../shared/merchant/bots');
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** Every state of a bot game, in order. */
function statesOf(seed: string, count: number): MerchantState[] {
  let state = merchant.createVoyage({ seed, captains: Array.from({ length: count }, (_, i) => ({ name: `m${i}`, bot: LEVELS[i % 3] })), options: { turnMs: 0, decisionMs: 0 } });
  const states = [state];
  for (let step = 0; state.phase !== 'over'; step++) {
    const seat = state.actor!;
    const action = merchantBotAction(merchant.viewFor(state, seat), merchant.legalActions(state, seat), LEVELS[seat % 3], `${seed}:${step}`);
    const r = merchant.applyAction(state, seat, action, step);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    states.push(state);
  }
  return states;
}

describe('M41 merchant bots see only the view', () => {
  it('M41 every decision is the same when the deck order, the unused Demand order and the stream are changed', () => {
    let compared = 0;
    let differentDecks = 0;
    for (const seed of ['bot-secret-a', 'bot-secret-b', 'bot-secret-c']) {
      for (const state of statesOf(seed, 4)) {
        if (state.phase === 'over') continue;
        const seat = state.actor!;
        const scrambled = scrambleMerchantSecrets(state);
        if (scrambled.pirates.deck.join() !== state.pirates.deck.join()) differentDecks++;
        for (const level of LEVELS) {
          const mine = merchantBotAction(merchant.viewFor(state, seat), merchant.legalActions(state, seat), level, `${seed}:${compared}`);
          const theirs = merchantBotAction(merchant.viewFor(scrambled, seat), merchant.legalActions(scrambled, seat), level, `${seed}:${compared}`);
          expect(theirs).toEqual(mine);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differentDecks).toBeGreaterThan(compared / 6);
  });
  it("M41 a bot works from a plain JSON copy of the view: nothing but the view's data reaches it", () => {
    for (const state of statesOf('bot-json', 3).filter((_, i) => i % 3 === 0)) {
      if (state.phase === 'over') continue;
      const seat = state.actor!;
      const view = merchant.viewFor(state, seat);
      const legal = merchant.legalActions(state, seat);
      expect(merchantBotAction(JSON.parse(JSON.stringify(view)), legal, 'hard', 'json')).toEqual(merchantBotAction(view, legal, 'hard', 'json'));
    }
  });
  it('M41 the bots import no engine state, never take a MerchantState, and use no clock or Math.random', () => {
    const files = readdirSync(BOTS_DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const source = readFileSync(join(BOTS_DIR, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const path of imports) expect(path, `${file} imports ${path}`).toMatch(/^(\.\/[a-z]+|\.\.\/types|\.\.\/board|\.\.\/numbers|\.\.\/\.\.\/table\/(dice|step))$/);
      expect(source, file).not.toMatch(/MerchantState|MerchantSeatState|ShipState|MerchantCtx|Math\.random|Date\.now|performance\.now/);
    }
  });
});
