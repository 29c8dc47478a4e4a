// Touch has no tooltips: every tool in Pastry Pirates' ☰ menu carries its short word, read from its own title, for a phone's
// menu to show beside the icon.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Corner } from '../../client/games/pastry/hud/Corner';
import { useStore } from '../../client/shell/store';
import { toolWord } from '../../client/shell/hud/toolWord';

/** Each button of the menu's tool strip: its spoken label and the word it shows. */
function tools(): { label: string; word: string | null }[] {
  const html = renderToStaticMarkup(createElement(Corner));
  const strip = html.slice(html.indexOf('corner-tools'));
  return [...strip.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/button>/g)].map(([, label, inner]) => ({
    label,
    word: /<span class="tool-word"[^>]*>([^<]*)<\/span>/.exec(inner)?.[1] ?? null,
  }));
}

describe('the corner menu on a phone', () => {
  const initial = useStore.getInitialState(); // what a server render reads: the test seats a captain in it, then puts it back
  const before = { ...initial };
  afterEach(() => Object.assign(initial, before));

  it('gives every tool its short word, taken from its own title', () => {
    Object.assign(initial, { seat: 0, code: 'ABCDE', cameraFree: true });
    const shown = tools();
    expect(shown.map((t) => t.word)).toEqual([
      'Reset the view',
      'Photo album',
      'Help',
      'Sound',
      'Reduced motion',
      'Light detail',
      'Hints',
      'Keyboard shortcuts',
      'Quick emotes',
      'Streaming',
      'Leave the voyage',
    ]);
    for (const t of shown) expect(t.word).toBe(toolWord(t.label));
  });

  it('cuts a title to its first words', () => {
    expect(toolWord('Help: the rules for this moment')).toBe('Help');
    expect(toolWord('Sound on/off')).toBe('Sound');
    expect(toolWord('Keyboard shortcuts (?)')).toBe('Keyboard shortcuts');
    expect(toolWord('Leave the voyage')).toBe('Leave the voyage');
  });
});
