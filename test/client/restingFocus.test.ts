// A seated player's wide-screen camera rests where it is across rivals' turns and new days, and follows only when their
// own ship leaves the view.
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { restingFocus } from '../../client/games/pastry/scene/restingFocus';

const home = new Vector3(0, 0, 0.8);

describe('where the camera rests', () => {
  it('leans a third of the way toward your ship at first', () => {
    const focus = restingFocus(null, home, new Vector3(4, 0, 4.8), { x: 0.1, y: 0.1 });
    expect(focus.x).toBeCloseTo(1.4);
    expect(focus.z).toBeCloseTo(2.2);
  });

  it('stays put while your ship is in view, wherever it sailed', () => {
    const kept = new Vector3(1, 0, 1);
    expect(restingFocus(kept, home, new Vector3(-5, 0, 6), { x: -0.7, y: 0.6 })).toBe(kept);
  });

  it('follows your ship once it has left the view or is behind the camera', () => {
    const kept = new Vector3(1, 0, 1);
    const ship = new Vector3(-6, 0, 6);
    expect(restingFocus(kept, home, ship, { x: -0.9, y: 0 }).x).toBeCloseTo(-2.1);
    expect(restingFocus(kept, home, ship, null)).not.toBe(kept);
  });

  it('leans toward your ship again when a side panel covers it, though it is in view', () => {
    const kept = new Vector3(1, 0, 1);
    const focus = restingFocus(kept, home, new Vector3(7, 0, 0.8), { x: 0.6, y: 0 }, true);
    expect(focus).not.toBe(kept);
    expect(focus.x).toBeCloseTo(2.45);
  });
});
