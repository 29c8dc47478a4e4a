// The shell's page labels: a label that follows an object stands at its offset from the object as drawn, hides while the
// object is missing or hidden, and a label is written again only once it has moved by more than a pixel.
import { describe, expect, it } from 'vitest';
import { Group, Vector3 } from 'three';
import { labelPoint, sameSpot } from '../../client/shell/scene/usePageLabels';

/** A ship in a scene at `x, y, z`, its world matrix worked out as a drawn frame does. */
function shipAt(x: number, y: number, z: number): { scene: Group; ship: Group } {
  const scene = new Group();
  const ship = new Group();
  scene.add(ship);
  scene.position.set(1, 0, 0);
  ship.position.set(x, y, z);
  ship.rotation.set(0, Math.PI, 0); // a turned ship: its badge keeps the world's directions
  scene.updateMatrixWorld(true);
  return { scene, ship };
}

describe('a label following an object', () => {
  it('stands at its offset from the object as last drawn, in the world directions', () => {
    const { ship } = shipAt(2, 0.5, -3);
    expect(labelPoint(new Vector3(-0.24, 1.75, 0), { current: ship }, new Vector3())?.toArray()).toEqual([1 + 2 - 0.24, 2.25, -3]);
  });

  it('moves with the object, frame by frame', () => {
    const { scene, ship } = shipAt(0, 0, 0);
    const at = new Vector3(0, 1, 0);
    const before = labelPoint(at, { current: ship }, new Vector3())!.clone();
    ship.position.x = 4;
    scene.updateMatrixWorld(true);
    expect(labelPoint(at, { current: ship }, new Vector3())!.x - before.x).toBe(4);
  });

  it('hides while the object is missing, hidden, or inside a hidden group', () => {
    const { scene, ship } = shipAt(0, 0, 0);
    const at = new Vector3(0, 1, 0);
    expect(labelPoint(at, { current: null }, new Vector3())).toBeNull();
    ship.visible = false;
    expect(labelPoint(at, { current: ship }, new Vector3())).toBeNull();
    ship.visible = true;
    scene.visible = false;
    expect(labelPoint(at, { current: ship }, new Vector3())).toBeNull();
  });

  it('without an object, stands at its own point', () => {
    expect(labelPoint(new Vector3(3, 2, 1), undefined, new Vector3())?.toArray()).toEqual([3, 2, 1]);
  });
});

describe("a label's place is written again", () => {
  const shown = { x: 100, y: 200, scale: 1 };
  it('when first shown', () => expect(sameSpot(null, shown)).toBe(false));
  it('not while it stays within a pixel (a ship rocking in place)', () => {
    expect(sameSpot(shown, { x: 100.9, y: 199.1, scale: 1.005 })).toBe(true);
  });
  it('once it moves more than a pixel either way, or its scale changes', () => {
    expect(sameSpot(shown, { x: 101.2, y: 200, scale: 1 })).toBe(false);
    expect(sameSpot(shown, { x: 100, y: 198.8, scale: 1 })).toBe(false);
    expect(sameSpot(shown, { x: 100, y: 200, scale: 1.02 })).toBe(false);
  });
});
