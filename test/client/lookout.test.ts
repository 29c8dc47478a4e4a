// R37: the lookout the HUD keeps from your End turn until your creature surfaces.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/pastry/index';
import { lookoutAfter } from '../../client/games/pastry/lookout';

const started = (seat: number) => ({ type: 'sightingStarted', seat }) as GameEvent;
const surfaced = (seat: number) => ({ type: 'creatureSurfaced', seat, id: 's1', creature: 'Dolphin', points: 1, until: 0 }) as GameEvent;
const sailed = (seat: number) => ({ type: 'sailed', seat, route: [], move: { seat, path: [], swept: null } }) as GameEvent;

describe('R37 the lookout before your creature surfaces', () => {
  it('starts with your own sighting and holds through other ships moving, until your creature surfaces', () => {
    const events = [started(0), sailed(1), started(1), surfaced(1), surfaced(0)];
    const seen: boolean[] = [];
    events.reduce((watching, e) => {
      const next = lookoutAfter(watching, e, 0);
      seen.push(next);
      return next;
    }, false);
    expect(seen).toEqual([true, true, true, true, false]);
  });

  it("ignores another captain's sighting, and a spectator keeps none", () => {
    expect(lookoutAfter(false, started(1), 0)).toBe(false);
    expect(lookoutAfter(false, started(1), null)).toBe(false);
  });

  it('ends when the voyage does', () => {
    expect(lookoutAfter(true, { type: 'voyageOver', result: { winners: [], standings: [], bestBaker: null, bestPhotographer: [] } } as unknown as GameEvent, 0)).toBe(false);
  });
});
