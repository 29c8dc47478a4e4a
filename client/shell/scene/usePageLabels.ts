// Page elements laid over the canvas at points in the scene and placed each frame: plain elements in one layer, kept by
// key, with no React root per label (drei's Html makes one, and unmounting those with the canvas logs React errors). Page
// text stays sharp at any detail, where a texture drawn at light detail's half resolution blurs. Labels are placed after
// each frame is drawn, with the camera it was drawn with, so they keep to their points while the camera sweeps (placed
// before the camera moved, they trailed it by a frame). A label that stays keeps its element, so its CSS animation runs on.
import { useEffect, useRef } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';

/** One label: its key among its layer's labels, its words, its CSS class and the scene point it is pinned to. */
export type PageLabel = { key: string; text: string; className: string; at: Vector3 };

/** How a layer's labels are shown: `hidden` hides them all while it says so; `fixedSize` keeps them at their CSS size; `layerVars` are CSS custom properties set on their layer. */
export type PageLabelOptions = { hidden?: () => boolean; fixedSize?: boolean; layerVars?: Record<string, string> };

/** The camera distance at which a label that grows and shrinks shows at its CSS size. */
const NATURAL_DISTANCE = 18;
const projected = new Vector3();

type Placed = { el: HTMLDivElement; inner: HTMLSpanElement; at: Vector3 };

/** Makes, updates or keeps each label's element in `layer`, and removes those no longer listed. */
function reconcile(layer: HTMLDivElement, placed: Map<string, Placed>, labels: PageLabel[]): void {
  const listed = new Set(labels.map((l) => l.key));
  for (const [key, { el }] of placed) {
    if (listed.has(key)) continue;
    el.remove();
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
      one = { el, inner, at: label.at };
      placed.set(label.key, one);
    }
    one.at = label.at;
    if (one.inner.className !== label.className) one.inner.className = label.className;
    if (one.inner.textContent !== label.text) one.inner.textContent = label.text;
  }
}

/** Keeps `labels` over the canvas in a layer of class `layerClass`. */
export function usePageLabels(layerClass: string, labels: PageLabel[], options: PageLabelOptions = {}): void {
  const host = useThree((s) => s.gl.domElement.parentElement);
  const get = useThree((s) => s.get);
  const layer = useRef<HTMLDivElement | null>(null);
  const placed = useRef(new Map<string, Placed>());
  const latest = useRef({ labels, options });
  latest.current = { labels, options };
  const signature = labels.map((l) => `${l.key}|${l.className}|${l.text}|${l.at.toArray().join(',')}`).join(';');
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
        const { hidden, fixedSize } = latest.current.options;
        const off = hidden?.() ?? false;
        for (const { el, at } of placed.current.values()) {
          const p = projected.copy(at).project(camera);
          const gone = off || p.z > 1;
          el.style.display = gone ? 'none' : '';
          if (gone) continue;
          const scale = fixedSize ? 1 : Math.min(1.6, Math.max(0.85, NATURAL_DISTANCE / camera.position.distanceTo(at)));
          el.style.transform = `translate(${((p.x + 1) / 2) * size.width}px, ${((1 - p.y) / 2) * size.height}px) translate(-50%, -50%) scale(${scale.toFixed(2)})`;
        }
      }),
    [get],
  );
}
