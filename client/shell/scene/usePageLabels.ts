// Page elements laid over the canvas at points in the scene and placed each frame: plain elements in one layer, kept by
// key, with no React root per label (drei's Html makes one, and unmounting those with the canvas logs React errors). Page
// text stays sharp at any detail, where a texture drawn at light detail's half resolution blurs. Labels are placed after
// each frame is drawn, with the camera it was drawn with, so they keep to their points while the camera sweeps (placed
// before the camera moved, they trailed it by a frame). A label that stays keeps its element, so its CSS animation runs on.
// A label can follow a moving object (a ship's badge): its point is read from the object as drawn, each frame.
import { useEffect, useRef } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { type Object3D, Vector3 } from 'three';
import { behindShown, type LabelBox, showBox } from './labelDeclutter';

/** A piece of a label after its words, in its own element: its words, its CSS class, and CSS custom properties its style reads (a colour from the game's data). */
export type PageLabelPart = { text: string; className: string; vars?: Record<string, string> };

/** An object a label follows, read each frame (a React ref: null until the object is mounted). */
export type Followed = { readonly current: Object3D | null };

/**
 * One label: its key among its layer's labels, its words, its CSS class, the scene point it is pinned to, and any pieces
 * after its words. With `on`, it follows that object: `at` is then its offset from the object's origin in the world's
 * directions, and it hides while the object is missing or hidden. `rank` is its own among ranked labels, over its
 * layer's; null keeps it out of their stepping aside (a word floating up from a ship, which must not fade).
 */
export type PageLabel = { key: string; text: string; className: string; at: Vector3; on?: Followed; parts?: PageLabelPart[]; rank?: number | null };

/**
 * How a layer's labels are shown: `hidden` hides them all while it says so; `fixedSize` keeps them at their CSS size;
 * `scaleRange` bounds how far they shrink and grow with the camera's distance (by default 0.85 to 1.6: a layer whose CSS
 * size is the smallest legible one says [1, …]); `keepInside` keeps each whole label inside the canvas, slid in from an
 * edge rather than cut off; `layerVars` are CSS custom properties set on their layer; with a `rank`, a label that covers
 * or is covered by another ranked label, or a place kept clear, fades while it stands behind (labelDeclutter.ts).
 */
export type PageLabelOptions = { hidden?: () => boolean; fixedSize?: boolean; scaleRange?: [number, number]; keepInside?: boolean; layerVars?: Record<string, string>; rank?: number };

/** The camera distance at which a label that grows and shrinks shows at its CSS size. */
const NATURAL_DISTANCE = 18;
const SCALE_RANGE: [number, number] = [0.85, 1.6];
/** How far (px) a label kept inside stays from the canvas's edge. */
const EDGE_GAP = 2;
/** How far (px) a shown label must move before its style is written again: a ship's bob on the waves writes nothing. */
const STILL_PX = 1;
/** How much a shown label's scale must change before its style is written again. */
const STILL_SCALE = 0.01;
const projected = new Vector3();

/** Where a label was last put on the page: its centre in px and its scale. */
type Spot = { x: number; y: number; scale: number };

/**
 * A label's element, its point (or offset from what it follows), its unscaled size in px once measured (measured again
 * when its words or look change), and where it was last put (null hidden): a frame that would put it within a pixel of
 * that place writes nothing, so a still camera, or a ship rocking in place, costs the page no style work. On a ranked
 * layer, its box as shown and whether it stands behind another label.
 */
type Placed = {
  el: HTMLDivElement;
  inner: HTMLSpanElement;
  at: Vector3;
  on?: Followed;
  rank?: number | null;
  content: string;
  size: { width: number; height: number } | null;
  shown: Spot | null;
  box: LabelBox;
  behind: boolean;
};

/** Whether `spot` is within a pixel (and a hundredth of scale) of where a label was last put. */
export function sameSpot(shown: Spot | null, spot: Spot): boolean {
  return !!shown && Math.abs(shown.x - spot.x) <= STILL_PX && Math.abs(shown.y - spot.y) <= STILL_PX && Math.abs(shown.scale - spot.scale) < STILL_SCALE;
}

/** The scene point a label stands at now, written into `out`: its own point `at`, or `at` from the object it follows as last drawn; null while that object is missing or hidden. */
export function labelPoint(at: Vector3, on: Followed | undefined, out: Vector3): Vector3 | null {
  if (!on) return out.copy(at);
  const object = on.current;
  for (let up: Object3D | null = object; up; up = up.parent) if (!up.visible) return null;
  return object ? out.setFromMatrixPosition(object.matrixWorld).add(at) : null;
}

/** `at` moved along one axis so a box `extent` px long centred there lies within 0 to `length`, or centred if it cannot. */
function keptInside(at: number, extent: number, length: number): number {
  const half = extent / 2 + EDGE_GAP;
  return length < 2 * half ? length / 2 : Math.min(length - half, Math.max(half, at));
}

/** A label's words and pieces in one string, to tell when they change. */
function contentOf(label: PageLabel): string {
  return label.parts ? JSON.stringify([label.text, label.parts]) : label.text;
}

/** Writes a label's words and its pieces into its element. */
function fill(inner: HTMLSpanElement, label: PageLabel): void {
  inner.textContent = label.text;
  for (const part of label.parts ?? []) {
    const piece = document.createElement('span');
    piece.className = part.className;
    piece.textContent = part.text;
    for (const [name, value] of Object.entries(part.vars ?? {})) piece.style.setProperty(name, value);
    inner.appendChild(piece);
  }
}

/** Makes, updates or keeps each label's element in `layer`, and removes those no longer listed. */
function reconcile(layer: HTMLDivElement, placed: Map<string, Placed>, labels: PageLabel[]): void {
  const listed = new Set(labels.map((l) => l.key));
  for (const [key, { el, box }] of placed) {
    if (listed.has(key)) continue;
    el.remove();
    showBox(box, false);
    placed.delete(key);
  }
  for (const label of labels) {
    let one = placed.get(label.key);
    if (!one) {
      const el = document.createElement('div');
      el.className = 'page-label';
      el.style.display = 'none'; // until the next frame places it
      const inner = document.createElement('span');
      el.appendChild(inner);
      layer.appendChild(el);
      one = { el, inner, at: label.at, content: '', size: null, shown: null, box: { left: 0, top: 0, right: 0, bottom: 0, rank: 0, distance: 0 }, behind: false };
      placed.set(label.key, one);
    }
    one.at = label.at;
    one.on = label.on;
    one.rank = label.rank;
    if (one.inner.className !== label.className) {
      one.inner.className = label.className;
      one.size = null;
    }
    const content = contentOf(label);
    if (one.content !== content) {
      fill(one.inner, label);
      one.content = content;
      one.size = null;
    }
  }
}

/** A label's rank among ranked labels: its own, else its layer's; undefined when it takes no part. */
function rankOf(one: Placed, layerRank: number | undefined): number | undefined {
  return one.rank === undefined ? layerRank : (one.rank ?? undefined);
}

/** Fades a shown label while it stands behind another ranked label or a place kept clear, and brings it back once clear. */
function stepAside(one: Placed): void {
  const behind = !!one.shown && behindShown(one.box, one.behind);
  if (behind !== one.behind) one.el.classList.toggle('page-label-behind', behind);
  one.behind = behind;
}

/** Keeps `labels` over the canvas in a layer of class `layerClass`. */
export function usePageLabels(layerClass: string, labels: PageLabel[], options: PageLabelOptions = {}): void {
  const host = useThree((s) => s.gl.domElement.parentElement);
  const get = useThree((s) => s.get);
  const layer = useRef<HTMLDivElement | null>(null);
  const placed = useRef(new Map<string, Placed>());
  const latest = useRef({ labels, options });
  latest.current = { labels, options };
  const signature = labels.map((l) => `${l.key}|${l.className}|${l.at.toArray().join(',')}|${contentOf(l)}`).join(';');
  useEffect(() => {
    if (!host) return;
    const el = document.createElement('div');
    el.className = `page-labels ${layerClass}`;
    el.setAttribute('aria-hidden', 'true');
    for (const [name, value] of Object.entries(latest.current.options.layerVars ?? {})) el.style.setProperty(name, value); // CSS custom properties the labels' styles read
    host.appendChild(el);
    layer.current = el;
    const kept = placed.current;
    return () => {
      el.remove();
      layer.current = null;
      for (const one of kept.values()) showBox(one.box, false);
      kept.clear();
    };
  }, [host, layerClass]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the labels' content, read through `latest`
  useEffect(() => {
    if (layer.current) reconcile(layer.current, placed.current, latest.current.labels);
  }, [host, layerClass, signature]);
  useEffect(
    () =>
      addAfterEffect(() => {
        const { camera, size } = get();
        const { hidden, fixedSize, scaleRange = SCALE_RANGE, keepInside, rank: layerRank } = latest.current.options;
        const off = hidden?.() ?? false;
        const fontsSettled = !document.fonts || document.fonts.status === 'loaded'; // a size measured in a fallback face is measured again
        for (const one of placed.current.values()) {
          const { el } = one;
          const rank = rankOf(one, layerRank);
          const at = off ? null : labelPoint(one.at, one.on, projected);
          const distance = at ? camera.position.distanceTo(at) : 0;
          const p = at?.project(camera);
          if (!p || p.z > 1) {
            if (one.shown) el.style.display = 'none';
            one.shown = null;
            showBox(one.box, false);
            continue;
          }
          const scale = fixedSize ? 1 : Math.min(scaleRange[1], Math.max(scaleRange[0], NATURAL_DISTANCE / distance));
          let x = ((p.x + 1) / 2) * size.width;
          let y = ((1 - p.y) / 2) * size.height;
          const measured = keepInside || rank !== undefined ? (one.size ?? { width: el.offsetWidth, height: el.offsetHeight }) : null;
          if (measured && fontsSettled && measured.width > 0) one.size = measured;
          if (keepInside && measured) {
            x = keptInside(x, measured.width * scale, size.width);
            y = keptInside(y, measured.height * scale, size.height);
          }
          if (rank !== undefined && measured) {
            const [halfW, halfH] = [(measured.width * scale) / 2, (measured.height * scale) / 2];
            Object.assign(one.box, { left: x - halfW, right: x + halfW, top: y - halfH, bottom: y + halfH, rank, distance });
            showBox(one.box, true);
          }
          const spot = { x, y, scale };
          if (sameSpot(one.shown, spot)) continue;
          if (!one.shown) el.style.display = '';
          el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%) scale(${scale.toFixed(2)})`;
          one.shown = spot;
        }
        for (const one of placed.current.values()) if (rankOf(one, layerRank) !== undefined) stepAside(one);
      }),
    [get],
  );
}
