// waterDistances keeps each set of sources' field per board: this pins that the kept answer is the one a fresh search from
// all sources at once gives, for every square and the count reached, asked again and again.
import { describe, expect, it } from 'vitest';
import { createVoyage } from '../../shared/pastry/index';
import type { Square } from '../../shared/pastry/index';
import { waterDistances } from '../../shared/pastry/rules/board';
import { landKeys } from '../../shared/pastry/state';
import { KEY_SPAN } from '../../shared/pastry/grid';
import { testRandom } from './play';

describe('waterDistances around a board', () => {
  it('gives what one search from all the sources gives, asked again and again', () => {
    const pick = testRandom(11);
    for (let i = 0; i < 20; i++) {
      const board = createVoyage({ seed: `water-${i}`, captains: [{ name: 'A' }, { name: 'B' }] }).board;
      const candidates: Square[] = [...board.berths, ...board.islands.map((island) => island.dock), board.land[0]];
      for (let ask = 0; ask < 10; ask++) {
        const from = candidates.filter(() => pick() < 0.3);
        const kept = waterDistances(landKeys(board), from);
        const fresh = waterDistances(new Set(landKeys(board)), from); // a set of its own is searched afresh
        expect(kept.size).toBe(fresh.size);
        for (let key = -1; key <= KEY_SPAN; key++) expect(kept.get(key)).toBe(fresh.get(key));
      }
    }
  });
});
