// The Merchant cast's overlay from the public view: the scoreboard's figures and marks, the Hourglass and whom the table
// waits on, the final card's standings, the lower third's captions and their timing; never a control.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MerchantEvent, MerchantPlayerView } from '../../shared/merchant/types';
import { merchantViewFor } from '../../shared/merchant/index';
import { NUMBERS } from '../../shared/merchant/numbers';
import { merchantSetup, playRandomGame, testRandom } from '../merchant/play';
import { MerchantScoreboard } from '../../client/games/merchant/cast/MerchantScoreboard';
import { MerchantFinale } from '../../client/games/merchant/cast/MerchantFinale';
import { actingSeat, hourglassWords, momentWords } from '../../client/games/merchant/cast/castWords';
import { batchCaptions, merchantCaption } from '../../client/games/merchant/cast/merchantCaptions';
import { luxuryCount } from '../../client/games/merchant/hud/standingsWords';
import type { TimedMerchantEvent } from '../../client/games/merchant/tableProps';

/** A spectator's view of a random game: at its first step, and at its end. */
function views(seed: number): { first: MerchantPlayerView; mid: MerchantPlayerView | null; last: MerchantPlayerView } {
  let first: MerchantPlayerView | null = null;
  let mid: MerchantPlayerView | null = null;
  const { state } = playRandomGame(merchantSetup(`cast-${seed}`, 3, { turnMs: 0, decisionMs: 0 }), testRandom(seed), (s) => {
    const view = merchantViewFor(s, null);
    first ??= view;
    if (!mid && view.phase === 'voyage' && view.asking && view.round >= 2) mid = view;
  });
  return { first: first!, mid, last: merchantViewFor(state, null) };
}

/** The rows' text, one string per merchant, from the rendered scoreboard. */
function rows(html: string): string[] {
  return html
    .split(/class="cast-captain(?: acting)?"/)
    .slice(1)
    .map((row) =>
      row
        .slice(row.indexOf('>') + 1)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

const CONTROL = /<(button|input|select|textarea|a )|role="button"/;

describe('the Merchant cast scoreboard', () => {
  const { first, mid, last } = views(7);

  it("shows every merchant's name, Prestige, Coins and Luxuries, the Anchor's holder and whose move it is, with no control", () => {
    for (const view of [first, mid!, last]) {
      const html = renderToStaticMarkup(createElement(MerchantScoreboard, { view }));
      expect(html).not.toMatch(CONTROL);
      const text = rows(html);
      expect(text).toHaveLength(view.merchants.length);
      view.merchants.forEach((m, seat) => {
        expect(text[seat]).toMatch(new RegExp(`^.?\\s?${m.name}.* ${m.prestige} ${m.coins} ${luxuryCount(m)} `));
        expect(text[seat].includes('⚓')).toBe(view.anchor === seat);
      });
      const acting = [...html.matchAll(/class="cast-captain( acting)?"/g)].map((m) => !!m[1]);
      expect(acting).toEqual(view.merchants.map((m) => m.seat === actingSeat(view)));
    }
  });

  it('names the round and turn of the Hourglass, and whom the table waits on', () => {
    expect(hourglassWords(first)).toBe(`Round 1 of ${NUMBERS.rounds} · Turn A`);
    expect(actingSeat(first)).toBe(first.actor);
    expect(momentWords(first)).toBe(`${first.merchants[first.actor!].name} acts · ${first.actionsLeft} actions left`);
    expect(actingSeat(mid!)).toBe(mid!.asking!.seat);
    expect(momentWords(mid!)).toBe(`The Voyage · ${mid!.merchants[mid!.asking!.seat].name} decides`);
    expect(actingSeat(last)).toBeNull();
    expect(hourglassWords(last)).toBe(`Final · ${NUMBERS.rounds} rounds played`);
    expect(momentWords(last)).toBe('The game is over');
  });
});

describe('the Merchant cast final card', () => {
  const { first, last } = views(11);

  it('shows nothing until the end, then the winner and the standings in the engine’s order, with no control', () => {
    expect(renderToStaticMarkup(createElement(MerchantFinale, { view: first }))).toBe('');
    const html = renderToStaticMarkup(createElement(MerchantFinale, { view: last }));
    expect(html).not.toMatch(CONTROL);
    const winner = last.merchants[last.result!.winners[0]];
    expect(html).toContain(`🏆 ${winner.name} wins!`);
    const names = [...html.matchAll(/<b>([^<]+)<\/b>/g)].map((m) => m[1]);
    expect(names).toEqual(last.result!.standings.map((seat) => last.merchants[seat].name));
    for (const m of last.merchants) expect(html).toContain(`★ ${m.prestige}`);
  });
});

describe('the Merchant cast lower third', () => {
  const names = ['Anne', 'Bo', 'Cy'];
  const batch = (seq: number, list: TimedMerchantEvent[]) => ({ seq, list });

  it("captions an event in the table's words with a kicker and its merchant, and skips bookkeeping", () => {
    expect(merchantCaption({ type: 'traded', seat: 1, ship: 0, segment: 2, coins: 4, prestige: 2 }, names)).toEqual({
      text: "Bo's Sloop trades in the middle segment: +4 coins, +2 Prestige.",
      kicker: 'Trade',
      seat: 1,
    });
    expect(merchantCaption({ type: 'voyageStarted' }, names)).toEqual({ text: 'The Voyage begins.', kicker: 'The Voyage', seat: null });
    expect(merchantCaption({ type: 'seatUpdated', seat: 0 } as MerchantEvent, names)).toBeNull();
  });

  it('makes each caption due when the show reaches its event, keyed after every earlier batch', () => {
    const first = batchCaptions(
      batch(4, [
        { type: 'loaded', seat: 0, ship: 1, cargo: 2, ms: 500 },
        { type: 'seatUpdated', seat: 0, ms: 0 } as TimedMerchantEvent,
        { type: 'passed', seat: 2, ms: 300 },
        { type: 'voyageStarted', ms: 200 },
      ]),
      names,
      10_000,
    );
    expect(first.map((c) => [c.key, c.due, c.caption.seat])).toEqual([
      [4000, 10_000, 0],
      [4002, 10_500, 2],
      [4003, 10_800, null],
    ]);
    const next = batchCaptions(batch(5, [{ type: 'passed', seat: 1, ms: 0 }]), names, 11_000);
    expect(next[0].key).toBeGreaterThan(first.at(-1)!.key);
  });
});
