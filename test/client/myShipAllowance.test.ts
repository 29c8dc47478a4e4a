// The ship card's "⛵ 4 · 2 upwind" is how far you may sail today: once your ovens are lit you sail no more, and it goes.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor } from '../../shared/pastry/index';
import { MyShip } from '../../client/games/pastry/hud/MyShip';
import { useStore } from '../../client/shell/store';
import { arrange } from '../engine/fixtures';

describe('the sailing allowance on your ship card', () => {
  const initial = useStore.getInitialState(); // what a server render reads: the test puts a view in it, then takes it out
  const before = { ...initial };
  afterEach(() => Object.assign(initial, before));
  const card = (ovensLit: boolean) => {
    const view = viewFor(
      arrange({
        wind: 'E',
        ships: [
          [5, 5],
          [6, 5],
        ],
      }),
      0,
    );
    Object.assign(initial, { seat: 0, view: { ...view, captains: view.captains.map((c, i) => (i === 0 ? { ...c, ovensLit } : c)) } });
    return renderToStaticMarkup(createElement(MyShip));
  };

  it('shows while you still sail', () => {
    expect(card(false)).toContain('⛵ 4 · 2 upwind');
  });

  it('is gone once your ovens are lit', () => {
    const html = card(true);
    expect(html).toContain('Hold (');
    expect(html).not.toContain('upwind');
  });
});
