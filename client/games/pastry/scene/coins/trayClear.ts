// R23, R30: a coin tray's place on the canvas, kept clear of page labels while its coins fly and lie there: an island's
// name or price flag over the tray hid the landed coins' faces (a playtester saw the coins land "behind Sugar's label").
import { Box3, type Camera, type Object3D, Vector3 } from 'three';
import { CLEAR_RANK, type LabelBox } from '../../../../shell/scene/labelDeclutter';

const bounds = new Box3();
const corner = new Vector3();

/** A box kept clear, empty until placed. */
export function clearBox(): LabelBox {
  return { left: 0, top: 0, right: 0, bottom: 0, rank: CLEAR_RANK, distance: 0 };
}

/** Sets `box` to the page rectangle (px, on a `width` x `height` canvas) that `object` and what it holds cover as `camera` draws them. */
export function coverOnScreen(object: Object3D, camera: Camera, width: number, height: number, box: LabelBox): LabelBox {
  bounds.setFromObject(object);
  Object.assign(box, { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? bounds.max.x : bounds.min.x, i & 2 ? bounds.max.y : bounds.min.y, i & 4 ? bounds.max.z : bounds.min.z).project(camera);
    const [x, y] = [((corner.x + 1) / 2) * width, ((1 - corner.y) / 2) * height];
    Object.assign(box, { left: Math.min(box.left, x), right: Math.max(box.right, x), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y) });
  }
  return box;
}
