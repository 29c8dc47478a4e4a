// R23, R30: a coin tray's place on the canvas (client/games/pastry/scene/coins/trayClear.ts), which every ranked page label
// keeps clear of while the coins fly and lie there: it covers the tray and a coin still in the air.
import { describe, expect, it } from 'vitest';
import { Box3, BoxGeometry, Group, Mesh, PerspectiveCamera } from 'three';
import { CLEAR_RANK } from '../../client/shell/scene/labelDeclutter';
import { clearBox, coverOnScreen } from '../../client/games/pastry/scene/coins/trayClear';

describe("a coin tray's place on the canvas", () => {
  it('covers the tray and a coin in the air above it, as the camera draws them', () => {
    const camera = new PerspectiveCamera(50, 2, 0.1, 100);
    camera.position.set(0, 8, 10);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const tray = new Group();
    tray.add(new Mesh(new BoxGeometry(1, 0.1, 1)));
    const coin = new Mesh(new BoxGeometry(0.2, 0.05, 0.2));
    coin.position.set(0, 2, 0);
    tray.add(coin);
    tray.updateMatrixWorld(true);
    const box = coverOnScreen(tray, camera, 800, 400, clearBox());
    const bounds = new Box3().setFromObject(tray);
    const top = bounds.max.clone().project(camera);
    expect(box.left).toBeLessThan(400);
    expect(box.right).toBeGreaterThan(400);
    expect(box.top).toBeLessThanOrEqual(((1 - top.y) / 2) * 400 + 0.01); // reaches up to the coin in the air
    expect(box.bottom - box.top).toBeGreaterThan(40);
    expect(box.rank).toBe(CLEAR_RANK);
  });
});
