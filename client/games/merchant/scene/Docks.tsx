// M7, M8: each merchant's dock on the home shore: their Coins stacked on the sand and their Luxuries as goods beside them,
// instanced, one draw call each, and their name on a tag. The jetty in their colour, their flag and their Dock Hut once
// built stand still, so they are drawn with the land (Land).
import { useLayoutEffect, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, Vector3 } from 'three';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { LUXURIES } from '../../../../shared/merchant/board';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { LUXURY_LOOK } from '../luxuryLook';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { SIGN_RANK } from './labelRanks';
import '../signs.css';
import { SHORE_X, dockZ } from './layout';
import { showInstances } from '../../../shell/scene/showInstances';

const MAX_COINS = 40; // a purse above this is still stacked this high; the HUD has the number
const MAX_GOODS = 12;
const matrix = new Matrix4();
const colour = new Color();

/** Each merchant's name on a tag in its colour beside its dock: page text, sharp at any resolution (a 3D tag blurred on a phone). */
function DockNames({ view }: { view: MerchantPlayerView }) {
  const seats = view.merchants.length;
  usePageLabels(
    'mv-dock-names',
    view.merchants.map((m) => ({
      key: `dock-${m.seat}`,
      text: '',
      className: 'mv-dock-name',
      at: new Vector3(SHORE_X + 0.9, 1.05, dockZ(m.seat, seats)),
      parts: [{ text: m.name, className: 'mv-dock-name-tag', vars: { '--seat': SEAT_COLOURS[m.seat] } }],
    })),
    { scaleRange: [1, 1.2], keepInside: true, rank: SIGN_RANK },
  );
  return null;
}

/** Every merchant's dock, from the shown view. */
export function Docks({ view }: { view: MerchantPlayerView }) {
  const seats = view.merchants.length;
  const coins = useRef<InstancedMesh>(null);
  const goods = useRef<InstancedMesh>(null);

  useLayoutEffect(() => {
    const c = coins.current;
    const g = goods.current;
    if (!c || !g) return;
    let n = 0;
    let k = 0;
    for (const m of view.merchants) {
      const z = dockZ(m.seat, seats);
      const shown = Math.min(m.coins, MAX_COINS);
      for (let i = 0; i < shown; i++) {
        const stack = Math.floor(i / 10);
        c.setMatrixAt(n++, matrix.makeTranslation(SHORE_X - 0.75 - (stack % 2) * 0.3, 0.34 + (i % 10) * 0.055, z - 0.55 - Math.floor(stack / 2) * 0.3));
      }
      let j = 0;
      for (const lux of LUXURIES) {
        for (let i = 0; i < m.luxuries[lux] && j < MAX_GOODS; i++, j++) {
          g.setMatrixAt(k, matrix.makeTranslation(SHORE_X - 0.65 - (j % 3) * 0.28, 0.42 + Math.floor(j / 6) * 0.25, z + 0.45 + (Math.floor(j / 3) % 2) * 0.28));
          g.setColorAt(k++, colour.set(LUXURY_LOOK[lux].colour));
        }
      }
    }
    showInstances(c, n);
    showInstances(g, k);
    c.instanceMatrix.needsUpdate = true;
    g.instanceMatrix.needsUpdate = true;
    if (g.instanceColor) g.instanceColor.needsUpdate = true;
  }, [view, seats]);

  return (
    <group>
      <instancedMesh ref={coins} args={[undefined, undefined, MAX_COINS * 4]} frustumCulled={false}>
        <cylinderGeometry args={[0.13, 0.13, 0.045, 12]} />
        <meshStandardMaterial color="#f5c542" metalness={0.75} roughness={0.3} emissive="#6b4e00" emissiveIntensity={0.25} />
      </instancedMesh>
      <instancedMesh ref={goods} args={[undefined, undefined, MAX_GOODS * 4]} frustumCulled={false}>
        <boxGeometry args={[0.22, 0.22, 0.22]} />
        <meshStandardMaterial roughness={0.7} />
      </instancedMesh>
      <DockNames view={view} />
    </group>
  );
}
