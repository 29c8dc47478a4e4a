// M2 and M5: a port beside each segment of the Trade board: its quay, its sign with the Coin icons and Prestige it pays,
// and its Demand tiles as banners on the quay in each Luxury's colour (an empty slot flies no banner).
import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry } from 'three';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { merge, part } from '../../../shell/scene/models/build';
import { LUXURY_LOOK } from '../luxuryLook';
import { SEGMENT_NAMES } from '../voyageOdds';
import { ISLANDS } from './Sea';
import { Label } from './Label';
import { PORT_Z, segmentCentreX } from './layout';

const QUAY_Z = PORT_Z + 0.95;

/** The three quays and their banner poles, merged (one draw call). */
function quayGeometry(slots: number[]) {
  const parts = [];
  for (let s = 1; s <= 3; s++) {
    const x = segmentCentreX(s);
    parts.push(part(new BoxGeometry(2.8, 0.16, 0.8), '#a8743f', [x, 0.32, QUAY_Z]));
    for (const dx of [-1.25, 1.25]) parts.push(part(new CylinderGeometry(0.07, 0.07, 0.7, 5), '#5b3a1a', [x + dx, 0.1, QUAY_Z + 0.35]));
    for (let i = 0; i < slots[s - 1]; i++) parts.push(part(new CylinderGeometry(0.035, 0.035, 1.5, 5), '#5b3a1a', [bannerX(s, i, slots[s - 1]) - 0.28, 1.1, QUAY_Z - 0.1]));
  }
  return merge(parts);
}

/** Where Demand slot `i` of a segment's `n` stands on its quay. */
function bannerX(segment: number, i: number, n: number): number {
  return segmentCentreX(segment) + (i - (n - 1) / 2) * 1.15 + 0.14;
}

/** The ports, their signs and their Demand banners, from the shown view. */
export function Ports({ view }: { view: MerchantPlayerView }) {
  const slots = view.board.segments.map((s) => s.demand.length);
  const slotKey = slots.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots only change shape with slotKey
  const geometry = useMemo(() => quayGeometry(slots), [slotKey]);
  return (
    <group>
      <mesh geometry={geometry}>
        <meshStandardMaterial vertexColors flatShading roughness={0.85} />
      </mesh>
      {view.board.segments.map((seg, i) => (
        <group key={i}>
          <Label text={`${i + 1} · ${SEGMENT_NAMES[i]} port\n🪙${seg.coins} a Cargo · ★${seg.prestige}`} position={[segmentCentreX(i + 1), 2.55, ISLANDS[i][1] - 0.2]} height={0.85} />
          {seg.demand.map((tile, slot) =>
            tile ? (
              <Label
                key={slot}
                text={`${LUXURY_LOOK[tile].icon} ${tile}`}
                position={[bannerX(i + 1, slot, seg.demand.length), 1.55, QUAY_Z - 0.1]}
                height={0.42}
                style={{ background: LUXURY_LOOK[tile].colour, ink: LUXURY_LOOK[tile].ink, border: '#3b2a1a' }}
              />
            ) : (
              <Label key={slot} text="empty" position={[bannerX(i + 1, slot, seg.demand.length), 1.4, QUAY_Z - 0.1]} height={0.3} opacity={0.7} />
            ),
          )}
        </group>
      ))}
    </group>
  );
}
