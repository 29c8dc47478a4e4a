// The rules page's timers come from each game's presets, the one table the lobby and the room read (issue 32: the page
// said 20 s for a Voyage choice that a relaxed table gives 40 s): every timer placeholder names a timer its game has, the
// standard preset is what the rules give (R50, M16, M40), and the page follows a changed preset.
import { describe, expect, it } from 'vitest';
import { fillTimers } from '../../client/shell/rules/fillTimers';
import { merchantAbout } from '../../shared/merchant/about';
import { pastryAbout } from '../../shared/pastry/about';
import { parseHtml } from './fakeDom';
import { rulesHtml } from './rulesPage';

const html = rulesHtml;
const page = () => parseHtml(html.slice(html.indexOf('<body'), html.indexOf('</body>') + '</body>'.length)); // the hero's facts and every section

/** The filled text of every placeholder of one game, by its key. */
function filled(about: Parameters<typeof fillTimers>[1]): Record<string, string[]> {
  const root = page();
  expect(fillTimers(root as unknown as ParentNode, about)).toEqual([]);
  const out: Record<string, string[]> = {};
  for (const el of root.querySelectorAll('[data-timer]')) {
    const key = el.getAttribute('data-timer')!;
    if (key.startsWith(`${about.key}.`)) (out[key] ??= []).push(el.textContent);
  }
  return out;
}

describe("the rules page's timers", () => {
  it('R50 R48 tells Pastry Pirates’ turn, bribe and naming clocks at every setting the lobby offers', () => {
    const text = filled(pastryAbout);
    expect(text['pastry.turnMs']).toEqual(['45 s', '45 s']);
    expect(text['pastry.turnMs.presets']).toEqual(['90 s relaxed, 20 s fast']);
    expect(text['pastry.decisionMs']).toEqual(['20 s', '20 s']);
    expect(text['pastry.decisionMs.presets']).toEqual(['40 s relaxed, 10 s fast']);
    expect(text['pastry.namingMs']).toEqual(['60 s', '60 s']);
    expect(text['pastry.namingMs.presets']).toEqual(['120 s relaxed, 30 s fast']);
  });

  it('M16 M40 tells Merchant Voyages’ turn and Voyage-choice clocks at every setting, 40 s for a relaxed choice included', () => {
    const text = filled(merchantAbout);
    expect(text['merchant.decisionMs']).toEqual(['20 s', '20 s']);
    expect(text['merchant.decisionMs.presets']).toEqual(['40 s relaxed, 10 s fast']);
    expect(text['merchant.turnMs']).toEqual(['45 s']);
    expect(text['merchant.turnMs.presets']).toEqual(['90 s relaxed, 20 s fast']);
  });

  it('follows a changed preset, leaves the other game’s clocks alone, and names a timer its game lacks', () => {
    const presets = { ...merchantAbout.timers.presets, relaxed: { turnMs: 120_000, decisionMs: 60_000 } };
    const root = page();
    expect(fillTimers(root as unknown as ParentNode, { key: 'merchant', timers: { ...merchantAbout.timers, presets } })).toEqual([]);
    const read = (key: string) =>
      root
        .querySelectorAll('[data-timer]')
        .filter((el) => el.getAttribute('data-timer') === key)
        .map((el) => el.textContent);
    expect(read('merchant.decisionMs.presets')).toEqual(['60 s relaxed, 10 s fast']);
    expect(read('pastry.decisionMs.presets')).toEqual(['40 s relaxed, 10 s fast']); // the page's own words until Pastry's script fills them
    const lacking = { key: 'merchant', timers: { ...merchantAbout.timers, presets: { ...presets, standard: { turnMs: 45_000 } } } };
    expect(fillTimers(page() as unknown as ParentNode, lacking)).toContain('merchant.decisionMs');
  });
});
