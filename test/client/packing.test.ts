// The room state packs Pastry's fixed board into one string, squares into single numbers, holds and benches into strings
// and the gold by day into one flat list (server/games/pastry/packing.ts, mirror.ts); the client's toPlayerView must unpack
// them into exactly the view the engine gave, board and all, on every board and all through a voyage.
import { describe, expect, it } from 'vitest';
import { createVoyage, viewFor } from '../../shared/pastry/index';
import { VoyageState } from '../../server/games/pastry/schema';
import { mirrorView } from '../../server/games/pastry/mirror';
import { packBoard, packCrates, unpackBoard, unpackCrates } from '../../server/games/pastry/packing';
import { INGREDIENTS } from '../../shared/pastry/rules/board';
import { toPlayerView, type RoomJson } from '../../client/games/pastry/toView';
import { playVoyage, setupFor, testRandom } from '../engine/play';

const SEEDS = ['packed-a', 'packed-b', 'packed-c', 'packed-d'];

describe('the packed board', () => {
  it('unpacks to the same fixed board, on boards for two to four captains', () => {
    SEEDS.forEach((seed, i) => {
      const board = viewFor(createVoyage(setupFor(seed, 2 + (i % 3))), null).board;
      const { islands, ...rest } = unpackBoard(packBoard(board));
      const { islands: viewIslands, ...viewRest } = board;
      expect(rest).toEqual(viewRest);
      expect(islands).toEqual(viewIslands.map(({ crates: _c, price: _p, ...fixed }) => fixed));
    });
  });

  it('an empty string is an empty board (no board mirrored yet)', () => {
    expect(unpackBoard('')).toEqual({ size: 16, land: [], tortuga: [], berths: [], reefs: [], islands: [], arcs: [] });
  });

  it('packs every ingredient a crate can hold, a digit each, and back in order', () => {
    const crates = [...INGREDIENTS, ...[...INGREDIENTS].reverse()];
    expect(packCrates(crates)).toHaveLength(crates.length);
    expect(unpackCrates(packCrates(crates))).toEqual(crates);
    expect(unpackCrates('')).toEqual([]);
  });

  it('a room state mirrored step after step reads back as the spectator view itself, board, wakes, holds and gold by day', () => {
    for (const seed of SEEDS.slice(0, 2)) {
      const room = new VoyageState();
      room.status = 'playing';
      let steps = 0;
      let compared = 0;
      const { state } = playVoyage(setupFor(seed, 3), testRandom(seed.length * 7919), (s) => {
        const view = viewFor(s, null);
        mirrorView(room.view, view, (t) => t);
        if (++steps % 5 !== 0 && s.phase !== 'over') return;
        compared += 1;
        expect(toPlayerView(room.toJSON() as unknown as RoomJson, null, null)).toEqual(view);
      });
      expect(state.phase).toBe('over');
      expect(compared).toBeGreaterThan(10);
      expect(state.goldByDay.length).toBeGreaterThan(1);
    }
  });
});
