// Each island's name on a small flag on its beach, so every player (on a phone too) can tell the islands apart. The flags
// are page text laid over the canvas and placed each frame (plain elements, no React root per label): readable at any
// distance, they grow as the camera comes close and never shrink below a readable size.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { PlayerView } from '../../../../shared/index';
import { useStore } from '../../../shell/store';
import { worldX, worldZ } from './coords';

type IslandView = PlayerView['board']['islands'][number];

/** The camera distance at which a flag shows at its CSS size. */
const NATURAL_DISTANCE = 18;
const at = new Vector3();

/** Where an island's flag stands: on the beach in front of its emblem. */
function flagPosition(island: IslandView): Vector3 {
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  return new Vector3(worldX(cx), 0.55, worldZ(cy) + 0.55);
}

/** Every island's name flag; hidden in the bake-off close-up, where they would loom over the bench. */
export function IslandNames({ islands }: { islands: IslandView[] }) {
  const host = useThree((s) => s.gl.domElement.parentElement);
  const flags = useRef<{ el: HTMLDivElement; at: Vector3 }[]>([]);
  const names = islands.map((i) => i.ingredient).join(',');
  useEffect(() => {
    if (!host) return;
    const layer = document.createElement('div');
    layer.className = 'island-names';
    layer.setAttribute('aria-hidden', 'true');
    flags.current = islands.map((island) => {
      const el = document.createElement('div');
      el.className = 'island-name';
      el.textContent = island.ingredient;
      layer.appendChild(el);
      return { el, at: flagPosition(island) };
    });
    host.appendChild(layer);
    return () => {
      layer.remove();
      flags.current = [];
    };
  }, [host, names]); // eslint-disable-line react-hooks/exhaustive-deps
  useFrame(({ camera, size }) => {
    const hidden = !!useStore.getState().view?.bake;
    for (const { el, at: where } of flags.current) {
      const p = at.copy(where).project(camera);
      const behind = p.z > 1;
      el.style.display = hidden || behind ? 'none' : '';
      if (hidden || behind) continue;
      const scale = Math.min(1.6, Math.max(0.85, NATURAL_DISTANCE / camera.position.distanceTo(where)));
      el.style.transform = `translate(${((p.x + 1) / 2) * size.width}px, ${((1 - p.y) / 2) * size.height}px) translate(-50%, -50%) scale(${scale.toFixed(2)})`;
    }
  });
  return null;
}
