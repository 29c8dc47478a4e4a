// The camera: a three-quarter view of the whole table on a wide screen, its lens shifted right so the merchants' cards
// on the left cover sea, not docks; on an upright phone it looks up the lanes from behind the home shore, the far port at
// the top, its lens shifted down below the folded cards. The picture then shrinks a little and moves, smoothly, so the
// docks, the ports' signs and the Pirate deck stay clear of the page's panels however they grow (clearFraming). A drag
// orbits (drei's OrbitControls), within limits.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { Vector3, type PerspectiveCamera } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { type Box, type Framing, clearFraming, keyThings } from './clearFraming';

/** Where the camera stands and looks, and how far (px) its picture shifts right and down, by the screen's shape. */
export function cameraFor(width: number, height: number): { position: [number, number, number]; target: [number, number, number]; shift: [number, number] } {
  if (width < height) return { position: [-24.5, 34, 0.4], target: [-0.2, 0, 0.2], shift: [0, -Math.round(height * 0.055)] };
  const narrow = width / height < 1.45 ? 1.2 : 1;
  return { position: [0.6, 16.5 * narrow, 15.5 * narrow], target: [0.6, 0, 0.3], shift: [width > 900 ? 170 : 0, 10] };
}

/** The page's panels the table's key things must stay clear of: each merchant's card, the open log (not the whole voyage's), the turn and Demand, the move's controls. */
const PANELS = '.mv-merchants > .mv-merchant, .mv-corner > *, .mv-demand-toggle, .mv-hud .log.closed, .mv-hud .log:not(.closed):not(.full), .mv-turn, .mv-demand, .mv-bottom';

/** The panels' boxes on the canvas, and a word that changes when any of them does. */
function panelBoxes(canvas: HTMLElement): { boxes: Box[]; sign: string } {
  const at = canvas.getBoundingClientRect();
  const boxes = [...document.querySelectorAll(PANELS)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ left: r.left - at.left - 4, right: r.right - at.left + 4, top: r.top - at.top - 4, bottom: r.bottom - at.top + 4 }));
  return { boxes, sign: boxes.map((b) => `${b.left | 0},${b.top | 0},${b.right | 0},${b.bottom | 0}`).join(';') };
}

/** Places the camera for the screen, frames the table clear of the panels, and lets a drag orbit it. */
export function CameraRig({ seats }: { seats: number }) {
  const { camera, size, gl } = useThree();
  const controls = useRef<OrbitControlsImpl>(null);
  const wide = size.width > size.height;
  const target = useRef<Framing>({ zoom: 1, shift: [0, 0] });
  const now = useRef<Framing>({ zoom: 1, shift: [0, 0] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed afresh only when the screen turns between wide and upright
  useEffect(() => {
    const { position, target } = cameraFor(size.width, size.height);
    camera.position.set(...position);
    controls.current?.target.set(...target);
    camera.lookAt(...target);
    controls.current?.update();
  }, [camera, wide]);
  useEffect(() => {
    const lens = camera as PerspectiveCamera;
    const base = baseLens(size.width, size.height);
    let sign = '';
    const measure = () => {
      const [f, to] = [now.current, target.current];
      const view = lens.view;
      const moving = Math.abs(f.zoom - to.zoom) > 1e-3 || Math.abs(f.shift[0] - to.shift[0]) > 0.5 || Math.abs(f.shift[1] - to.shift[1]) > 0.5;
      if (moving || !view?.enabled || Math.abs(view.offsetX - (base.offset[2] - f.shift[0])) > 0.5 || view.width !== size.width) return; // the picture still moves, or its lens is not set yet
      const panels = panelBoxes(gl.domElement);
      const things = keyThings(seats);
      const shown = things.map(({ label }) => (label ? document.querySelectorAll(label[0])[label[1]]?.getBoundingClientRect() : undefined)).map((b) => (b && b.width > 0 ? b : undefined));
      const seen = `${panels.sign}|${shown.filter(Boolean).length}`; // measured afresh when a panel changes or a label shows
      if (seen === sign) return;
      sign = seen;
      const probe = lens.clone();
      probe.zoom = 1;
      probe.setViewOffset(...base.offset);
      probe.updateProjectionMatrix();
      probe.updateMatrixWorld();
      // a thing's label where the page shows it now, moved back to where it stands on the unchanged picture; a thing without one, projected
      const centres = things.map(({ at }, i) => {
        const box = shown[i];
        if (box)
          return [base.centre[0] + (box.left + box.width / 2 - f.shift[0] - base.centre[0]) / f.zoom, base.centre[1] + (box.top + box.height / 2 - f.shift[1] - base.centre[1]) / f.zoom] as [
            number,
            number,
          ];
        const p = new Vector3(...at).project(probe);
        return [((p.x + 1) / 2) * size.width, ((1 - p.y) / 2) * size.height] as [number, number];
      });
      const half = things.map(({ half }, i) => [Math.max(half[0], (shown[i]?.width ?? 0) / 2), Math.max(half[1], (shown[i]?.height ?? 0) / 2)] as [number, number]);
      target.current = clearFraming(centres, half, panels.boxes, { width: size.width, height: size.height, floor: size.height }, base.centre, wide ? [1.2, 0.9] : [1.15, 0.7]);
    };
    measure();
    const timer = setInterval(measure, 300);
    return () => clearInterval(timer);
  }, [camera, gl, seats, size.width, size.height, wide]);
  useFrame((_, dt) => {
    const lens = camera as PerspectiveCamera;
    const base = baseLens(size.width, size.height);
    const t = Math.min(1, dt * 6);
    const f = now.current;
    const to = target.current;
    f.zoom += (to.zoom - f.zoom) * t;
    f.shift = [f.shift[0] + (to.shift[0] - f.shift[0]) * t, f.shift[1] + (to.shift[1] - f.shift[1]) * t];
    const [fw, fh, ox, oy, w, h] = base.offset;
    const view = lens.view;
    if (
      view &&
      Math.abs(lens.zoom - f.zoom) < 1e-4 &&
      Math.abs(view.offsetX - (ox - f.shift[0])) < 0.05 &&
      Math.abs(view.offsetY - (oy - f.shift[1])) < 0.05 &&
      view.width === w &&
      view.height === h &&
      Math.abs(lens.aspect - fw / fh) < 1e-6
    )
      return; // R3F sets the aspect afresh on a resize
    lens.zoom = f.zoom;
    lens.setViewOffset(fw, fh, ox - f.shift[0], oy - f.shift[1], w, h);
    lens.updateProjectionMatrix();
  });
  return <OrbitControls ref={controls} makeDefault enableDamping minDistance={6} maxDistance={48} maxPolarAngle={1.35} />;
}

/** The lens's own shift for the screen: a picture 2|shift| larger, of which the screen shows the part that puts its centre `shift` px right and down; and where that centre falls on the screen. */
function baseLens(width: number, height: number): { offset: [number, number, number, number, number, number]; centre: [number, number] } {
  const [x, y] = cameraFor(width, height).shift;
  const fw = width + 2 * Math.abs(x);
  const fh = height + 2 * Math.abs(y);
  const ox = x < 0 ? -2 * x : 0;
  const oy = y < 0 ? -2 * y : 0;
  return { offset: [fw, fh, ox, oy, width, height], centre: [fw / 2 - ox, fh / 2 - oy] };
}
