// The eight islands: sand and green crowned by their ingredient, a jetty at the dock, crates left, names and price flags.
import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry } from 'three';
import type { PlayerView } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { part, merge, type Part } from '../../../shell/scene/models/build';
import { emblemParts } from './models/emblems';
import { worldX, worldZ } from './coords';
import { Crates } from './Crates';
import { PriceFlags } from './PriceFlags';
import { RecipeMarks } from './RecipeMarks';
import { DockRings } from './DockRings';
import { IslandNames } from './IslandNames';

type IslandView = PlayerView['board']['islands'][number];

/** The merged geometry of one island, in world space. */
function islandGeometry(island: IslandView) {
  const parts: Part[] = [];
  for (const [x, y] of island.land) {
    parts.push(part(new CylinderGeometry(0.56, 0.63, 0.34, 7), '#f2d7a0', [worldX(x), 0.02, worldZ(y)], [0, x * 0.7 + y, 0]));
    parts.push(part(new CylinderGeometry(0.4, 0.5, 0.14, 7), '#6bb36b', [worldX(x), 0.24, worldZ(y)], [0, x + y * 0.3, 0]));
  }
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  for (const emblem of emblemParts(island.ingredient)) {
    emblem.scale(1.15, 1.15, 1.15);
    emblem.translate(worldX(cx), 0.3, worldZ(cy));
    parts.push(emblem);
  }
  const [dx, dy] = island.dock;
  parts.push(part(new BoxGeometry(0.8, 0.06, 0.5), '#a47148', [worldX(dx), 0.14, worldZ(dy)]));
  for (const sx of [-0.32, 0.32]) parts.push(part(new CylinderGeometry(0.04, 0.04, 0.4, 5), '#7a5230', [worldX(dx) + sx, 0.05, worldZ(dy) + 0.2]));
  return merge(parts);
}

/** One island; pointing at it (or tapping it) shows what it sells in the HUD's island card. */
function Island({ island, index }: { island: IslandView; index: number }) {
  const geometry = useMemo(() => islandGeometry(island), [island.ingredient, island.land.length]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = useStore((s) => s.set);
  return (
    <group>
      <mesh
        geometry={geometry}
        castShadow
        receiveShadow
        name={`island-${island.ingredient}`}
        onPointerOver={() => set({ islandHover: index })}
        onPointerOut={() => useStore.getState().islandHover === index && set({ islandHover: null })}
        onClick={(e) => {
          const [x, y] = [Math.floor(e.point.x + 8), Math.floor(e.point.z + 8)];
          if (island.land.some(([lx, ly]) => lx === x && ly === y)) set({ islandHover: index }); // a tap on the dock sails, it does not ask
        }}
      >
        <meshStandardMaterial vertexColors flatShading roughness={0.85} />
      </mesh>
    </group>
  );
}

/** Every island, and all their crates in one instanced mesh. */
export function Islands() {
  const islands = useStore((s) => s.view?.board.islands);
  const berths = useStore((s) => s.view?.board.berths);
  if (!islands || !berths) return null;
  return (
    <group>
      {islands.map((island, index) => (
        <Island key={island.ingredient} island={island} index={index} />
      ))}
      <RecipeMarks islands={islands} />
      <IslandNames islands={islands} />
      <PriceFlags islands={islands} />
      <Crates islands={islands} />
      <DockRings islands={islands} berths={berths} />
    </group>
  );
}
