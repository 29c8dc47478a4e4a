// The connection badge's word is read by a screen reader wherever its dot alone shows: the shell's one visually hidden
// rule (.visually-hidden in client/shell/styles/base.css) carries it for both games, whose phone CSS only folds the shown word.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONNECTION_WORDS, ConnectionBadge } from '../../client/shell/hud/ConnectionBadge';

/** Every CSS file under `dir`, by its path. */
function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the visually hidden word', () => {
  it("the badge's word is shown beside its dot and kept, visually hidden, for a screen reader", () => {
    const html = renderToStaticMarkup(createElement(ConnectionBadge)); // a server render reads the store as a page starts: not connected
    const word = CONNECTION_WORDS.idle[1];
    expect(html).toContain(`<span class="status-word" aria-hidden="true"> ${word}</span>`);
    expect(html).toContain(`<span class="visually-hidden">${word}</span>`);
  });

  it('the rule that hides a word from sight but not from a screen reader is written once, in the shell', () => {
    const writing = cssFiles('client').filter((path) => /clip-path:\s*inset\(50%\)/.test(readFileSync(path, 'utf8')));
    expect(writing).toEqual([join('client', 'shell', 'styles', 'base.css')]);
    expect(readFileSync(writing[0], 'utf8')).toMatch(/\.visually-hidden\s*\{[^}]*clip-path:\s*inset\(50%\)/);
  });
});
