// Test helper: runs axe-core on a page and sorts what it finds: serious and critical violations fail a test, the others are
// printed so that a person reading the output sees them.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One violation, told in a line: the rule, its impact, how many elements, and the first few of them. */
export type AxeFinding = { rule: string; impact: string; nodes: number; line: string };

/** What axe found on a page, split by whether it fails the test. */
export type AxeReport = { blocking: AxeFinding[]; advisory: AxeFinding[] };

/** Impacts that fail a test: a person with a screen reader or low vision cannot get past them. */
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it stands, prints every finding under `label`, and returns them sorted. */
export async function axeReport(page: Page, label: string): Promise<AxeReport> {
  // A card still sliding in is partly transparent, and axe measures its contrast as it stands. While axe runs, the page's
  // animations play a thousand times faster (DevTools' animation speed), so a card sliding in, or one that starts to
  // while axe reads the page (a cast's next caption), stands in its final place; the looping ones, pulses, play on.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  await page.evaluate(
    () =>
      new Promise((drawn) => {
        requestAnimationFrame(() => requestAnimationFrame(drawn));
        setTimeout(drawn, 1000);
      }),
  );
  const results = await new AxeBuilder({ page }).analyze();
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await cdp.detach();
  const findings = results.violations.map((v) => {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    return { rule: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length, line: `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help} (${targets})` };
  });
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  const advisory = findings.filter((f) => !BLOCKING.has(f.impact));
  console.log(`axe on ${label}: ${blocking.length} serious or critical, ${advisory.length} other${findings.map((f) => `\n  ${f.line}`).join('')}`);
  return { blocking, advisory };
}
