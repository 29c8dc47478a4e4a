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
  // A card still sliding in is partly transparent, and axe measures its contrast as it stands: let every finite
  // animation on the page end first (the looping ones, pulses, play on), waiting at most 5 s.
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
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
