// On an upright phone the HUD's top panels and bottom cards take a third of the screen: the board is aimed at the room
// they leave, not at the middle of the screen behind them, and a turn's close-up keeps the sea beyond the board out of it.
import { PerspectiveCamera, Vector3, type Camera } from 'three';

/** The rows of the screen left between the top panels and the bottom cards, in CSS pixels. */
export type PanelRoom = { top: number; bottom: number };

const BOARD_EDGE = 8; // the 16x16 board spans -8..8 in world units
const probe = new PerspectiveCamera();
const point = new Vector3();

/** Where the top panels end and the bottom cards begin, read from the HUD's layout. */
export function roomBetweenPanels(height: number): PanelRoom {
  const bottoms = [...document.querySelectorAll('.hud .others')].map((el) => el.getBoundingClientRect().bottom);
  const tops = [...document.querySelectorAll('.hud-bottom > *')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0)
    .map((r) => r.top);
  const top = Math.max(0, ...bottoms);
  const bottom = Math.min(height, ...tops);
  return bottom - top > height * 0.3 ? { top, bottom } : { top: 0, bottom: height }; // panels that leave no room: aim at the whole screen
}

/** The lens shift (in CSS pixels, down the full image) that puts the camera's axis at the middle of the room. */
export function lensShiftFor(room: PanelRoom, height: number): number {
  return height / 2 - (room.top + room.bottom) / 2;
}

/** Shifts the camera's lens by `shift` pixels, so what it looks at shows that much higher on screen. */
export function shiftLens(camera: Camera, width: number, height: number, shift: number): void {
  if (!(camera instanceof PerspectiveCamera)) return;
  if (Math.abs(shift) < 0.5) {
    if (camera.view) camera.clearViewOffset();
    return;
  }
  camera.setViewOffset(width, height, 0, shift, width, height);
}

/**
 * Moves a close-up's focus (in place) so the board reaches every edge of the room where it can: a ship near the board's edge
 * is framed off-centre rather than beside a strip of open sea. `offset` is the camera's place relative to its focus.
 */
export function fitFocusToBoard(focus: Vector3, offset: Vector3, camera: Camera, width: number, height: number, room: PanelRoom): Vector3 {
  if (!(camera instanceof PerspectiveCamera)) return focus;
  probe.copy(camera);
  for (let pass = 0; pass < 3; pass++) {
    probe.position.copy(focus).add(offset);
    probe.lookAt(focus);
    probe.updateMatrixWorld();
    const screen = (x: number, z: number) => {
      point.set(x, 0, z).project(probe);
      return { x: ((point.x + 1) / 2) * width, y: ((1 - point.y) / 2) * height };
    };
    const here = screen(focus.x, focus.z);
    const pxPerUnit = Math.max(1, Math.hypot(screen(focus.x + 1, focus.z).x - here.x, 0));
    const north = screen(focus.x, -BOARD_EDGE).y - room.top; // > 0: open sea shows above the board
    const south = room.bottom - screen(focus.x, BOARD_EDGE).y; // > 0: open sea shows below it
    const west = screen(-BOARD_EDGE, focus.z).x; // > 0: open sea on the left
    const east = width - screen(BOARD_EDGE, focus.z).x;
    const dz = north > 0 && south > 0 ? 0 : north > 0 ? north / pxPerUnit : south > 0 ? -south / pxPerUnit : 0; // stepping back south lifts the board
    const dx = west > 0 && east > 0 ? 0 : west > 0 ? west / pxPerUnit : east > 0 ? -east / pxPerUnit : 0;
    if (Math.abs(dx) < 0.01 && Math.abs(dz) < 0.01) break;
    focus.x += dx;
    focus.z += dz;
  }
  return focus;
}
