// Each island's name on a small flag on its beach, so every player (on a phone too) can tell the islands apart. The flags
// are page text, readable at any distance: they grow as the camera comes close and never shrink below a readable size.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { Vector3 } from 'three';
import type { PlayerView } from '../../shared/index';
import { useStore } from '../store';
import { worldX, worldZ } from './coords';

type IslandView = PlayerView['board']['islands'][number];

/** The camera distance at which a flag shows at its CSS size. */
const NATURAL_DISTANCE = 18;
const at = new Vector3();

/** Where an island's flag stands: on the beach in front of its emblem. */
function flagPosition(island: IslandView): [number, number, number] {
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  return [worldX(cx), 0.55, worldZ(cy) + 0.55];
}

/** Every island's name flag; none in the bake-off close-up, where they would loom over the bench. */
export function IslandNames({ islands }: { islands: IslandView[] }) {
  const flags = useRef<(HTMLDivElement | null)[]>([]);
  const closeUp = useStore((s) => !!s.view?.bake);
  useFrame(({ camera }) => {
    islands.forEach((island, i) => {
      const el = flags.current[i];
      if (!el) return;
      const scale = Math.min(1.6, Math.max(0.85, NATURAL_DISTANCE / camera.position.distanceTo(at.set(...flagPosition(island)))));
      el.style.setProperty('--flag-scale', scale.toFixed(2));
    });
  });
  if (closeUp) return null;
  return (
    <group name="island-names">
      {islands.map((island, i) => (
        <Html key={island.ingredient} position={flagPosition(island)} center zIndexRange={[1, 0]} pointerEvents="none">
          <div ref={(el) => { flags.current[i] = el; }} className="island-name" aria-hidden>{island.ingredient}</div>
        </Html>
      ))}
    </group>
  );
}
