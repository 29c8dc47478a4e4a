// A merchant's card keeps "(you)", 🤖 and away outside the name's cut span, so a long name shortens alone and its marks
// stay whole beside it (the browser's layout of a 24-letter name is test/e2e/longNames.e2e.test.ts's).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { MerchantCards } from '../../client/games/merchant/hud/MerchantCards';

const LONG = 'W'.repeat(24);

/** Each merchant's name line as rendered: what its cut span holds, and the marks after it. */
function nameLines(html: string): { cut: string; marks: string }[] {
  return [...html.matchAll(/<span class="mv-name name-marks"><span class="name-cut"[^>]*>([^<]*)<\/span>(.*?)<\/span><span/g)].map((m) => ({
    cut: m[1],
    marks: m[2]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

describe("a merchant's name and its marks", () => {
  const state = createMerchantVoyage({ seed: 'marks', captains: [{ name: LONG }, { name: `${LONG.slice(1)}B`, bot: 'normal' }, { name: `${LONG.slice(1)}C` }] });
  const view = merchantViewFor(state, 0);
  view.merchants[2] = { ...view.merchants[2], connected: false, auto: true };
  const lines = nameLines(renderToStaticMarkup(createElement(MerchantCards, { view })));

  it('the cut span holds the name alone; "(you)", 🤖 and away follow it', () => {
    expect(lines).toEqual([
      { cut: LONG, marks: '(you)' },
      { cut: `${LONG.slice(1)}B`, marks: '🤖' },
      { cut: `${LONG.slice(1)}C`, marks: '(away 🤖)' },
    ]);
  });
});
