// M2 and M5: a port beside each segment of the Trade board: its quay with a pole for each Demand slot, flying a plain
// flag in the colour of the Luxury its tile asks for (an empty slot flies none); its sign, with the Demand in words, is
// page text over its island (PortSigns).
import { useEffect, useMemo } from 'react';
import { BoxGeometry, CylinderGeometry } from 'three';
import type { Luxury, MerchantPlayerView } from '../../../../shared/merchant/types';
import { merge, part } from '../../../shell/scene/models/build';
import { LUXURY_LOOK } from '../luxuryLook';
import { bannerX, QUAY_Z, segmentCentreX } from './layout';
import { PortSigns } from './PortSigns';

/** The three quays, their banner poles and flags, merged (one draw call). */
function quayGeometry(demand: (Luxury | null)[][]) {
  const parts = [];
  for (let s = 1; s <= 3; s++) {
    const x = segmentCentreX(s);
    parts.push(part(new BoxGeometry(2.8, 0.16, 0.8), '#a8743f', [x, 0.32, QUAY_Z]));
    for (const dx of [-1.25, 1.25]) parts.push(part(new CylinderGeometry(0.07, 0.07, 0.7, 5), '#5b3a1a', [x + dx, 0.1, QUAY_Z + 0.35]));
    demand[s - 1].forEach((tile, i, slots) => {
      const pole = bannerX(s, i, slots.length) - 0.28;
      parts.push(part(new CylinderGeometry(0.035, 0.035, 1.5, 5), '#5b3a1a', [pole, 1.1, QUAY_Z - 0.1]));
      if (tile) parts.push(part(new BoxGeometry(0.55, 0.34, 0.03), LUXURY_LOOK[tile].colour, [pole + 0.29, 1.66, QUAY_Z - 0.1]));
    });
  }
  return merge(parts);
}

/** The ports, their Demand flags and their signs, from the shown view. */
export function Ports({ view }: { view: MerchantPlayerView }) {
  const demand = view.board.segments.map((s) => s.demand);
  const demandKey = demand.map((tiles) => tiles.join('+')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flags only change with demandKey
  const geometry = useMemo(() => quayGeometry(demand), [demandKey]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <group>
      <mesh geometry={geometry}>
        <meshStandardMaterial vertexColors flatShading roughness={0.85} />
      </mesh>
      <PortSigns view={view} />
    </group>
  );
}
