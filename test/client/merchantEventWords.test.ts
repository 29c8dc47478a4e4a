// The Merchant log's words: "you" inside a sentence, a decision said as a choice, and the End of Round's numbers (M30).
import { describe, expect, it } from 'vitest';
import { eventWords } from '../../client/games/merchant/hud/eventWords';
import { NUMBERS } from '../../shared/merchant/numbers';

const NAMES = ['Tess', 'Calico'];

describe('the Merchant log in words', () => {
  it('M23 says "you" within a sentence', () => {
    expect(eventWords({ type: 'anchorPassed', seat: 0 }, NAMES, 0)).toBe('The Anchor passes to you.');
    expect(eventWords({ type: 'anchorPassed', seat: 1 }, NAMES, 0)).toBe('The Anchor passes to Calico.');
  });

  it('M16 tells a decision as your choice, or as who is choosing', () => {
    expect(eventWords({ type: 'decisionAsked', seat: 0, ship: 1, ask: 'route', segment: 1, deadline: null }, NAMES, 0)).toBe('Your choice: trade here or sail on?');
    expect(eventWords({ type: 'decisionAsked', seat: 1, ship: 1, ask: 'route', segment: 1, deadline: null }, NAMES, 0)).toBe('Calico chooses: trade or sail on?');
  });

  it('M30 says what the End of Round gives, from the numbers table', () => {
    const line = eventWords({ type: 'roundEnded', round: 2 }, NAMES, null) ?? '';
    expect(line).toContain(`${NUMBERS.harbourDues} coins to every merchant`);
    expect(line).toContain(`${NUMBERS.hutPrestige} Prestige to each Dock Hut`);
  });
});
