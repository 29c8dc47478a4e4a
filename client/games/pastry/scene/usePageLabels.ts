// Text laid over the canvas at points in the scene and placed each frame: plain elements in one layer, no React root per
// label (drei's Html makes one, and unmounting those with the canvas logs React errors). Page text stays sharp at any
// detail, where a texture drawn at light detail's half resolution blurs; labels grow as the camera comes close and never
// shrink below a readable size, and they hide in the bake-off close-up, where they would loom over the bench. They are placed after each frame is drawn, with the camera it was drawn with, so they
// keep to their islands while the camera sweeps (placed before the camera moved, they trailed it by a frame).
import { useEffect, useRef } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { useStore } from '../../../shell/store';

/** One label: its words, its CSS class and the scene point it is pinned to. */
export type PageLabel = { text: string; className: string; at: Vector3 };

/** The camera distance at which a label shows at its CSS size. */
const NATURAL_DISTANCE = 18;
const projected = new Vector3();

/** Keeps `labels` over the canvas in a layer of class `layerClass`. */
export function usePageLabels(layerClass: string, labels: PageLabel[]): void {
  const host = useThree((s) => s.gl.domElement.parentElement);
  const get = useThree((s) => s.get);
  const placed = useRef<{ el: HTMLDivElement; at: Vector3 }[]>([]);
  const signature = labels.map((l) => `${l.className}|${l.text}|${l.at.toArray().join(',')}`).join(';');
  useEffect(() => {
    if (!host) return;
    const layer = document.createElement('div');
    layer.className = `page-labels ${layerClass}`;
    layer.setAttribute('aria-hidden', 'true');
    placed.current = labels.map((label) => {
      const el = document.createElement('div');
      el.className = label.className;
      el.textContent = label.text;
      layer.appendChild(el);
      return { el, at: label.at };
    });
    host.appendChild(layer);
    return () => {
      layer.remove();
      placed.current = [];
    };
  }, [host, layerClass, signature]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(
    () =>
      addAfterEffect(() => {
        const { camera, size } = get();
        const off = !!useStore.getState().view?.bake; // the bench close-up at Tortuga
        for (const { el, at } of placed.current) {
          const p = projected.copy(at).project(camera);
          const gone = off || p.z > 1;
          el.style.display = gone ? 'none' : '';
          if (gone) continue;
          const scale = Math.min(1.6, Math.max(0.85, NATURAL_DISTANCE / camera.position.distanceTo(at)));
          el.style.transform = `translate(${((p.x + 1) / 2) * size.width}px, ${((1 - p.y) / 2) * size.height}px) translate(-50%, -50%) scale(${scale.toFixed(2)})`;
        }
      }),
    [get],
  );
}
