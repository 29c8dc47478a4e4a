// M7: the Hourglass on the home shore: its sand runs from the top bulb to the bottom as the game's turns pass, and its
// sign reads the round (of the numbers table's rounds) and the turn, A or B: page text kept inside the canvas, since the
// Hourglass stands near a phone's right edge, where a 3D plaque was cut off. Its wooden frame is drawn with the land (Land).
import { useMemo } from 'react';
import { ConeGeometry, DoubleSide, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { NUMBERS } from '../../../../shared/merchant/numbers';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { SIGN_RANK } from './labelRanks';
import { HOURGLASS_AT } from './layout';
import '../signs.css';

/** Where the sign stands: over the Hourglass's top ring. */
const SIGN_AT = new Vector3(HOURGLASS_AT[0] + 0.2, HOURGLASS_AT[1] + 2.1, HOURGLASS_AT[2]);

/** M7: what the Hourglass's sign reads. */
function hourglassWords(round: number, turn: 'A' | 'B', over: boolean): string {
  return over ? 'Game over' : `Round ${round} of ${NUMBERS.rounds} · Turn ${turn}`;
}

/**
 * The two glass bulbs, open cones tip to tip, in one geometry drawn in one pass: three draws a see-through double-sided
 * mesh twice (back faces, then front), so the two bulbs had cost a software renderer four draw calls.
 */
function glassGeometry() {
  const bulb = () => new ConeGeometry(0.36, 0.75, 12, 1, true);
  return mergeGeometries([bulb().rotateX(Math.PI).translate(0, 1.18, 0), bulb().translate(0, 0.42, 0)])!;
}

/** The Hourglass for the shown round and turn. */
export function Hourglass({ round, turn, over }: { round: number; turn: 'A' | 'B'; over: boolean }) {
  const glass = useMemo(glassGeometry, []);
  const total = NUMBERS.rounds * 2;
  const done = over ? total : (round - 1) * 2 + (turn === 'B' ? 1 : 0);
  const left = 1 - done / total;
  usePageLabels('mv-hourglass-signs', [{ key: 'hourglass', text: hourglassWords(round, turn, over), className: 'mv-sign mv-hourglass-sign', at: SIGN_AT }], {
    scaleRange: [1, 1.35],
    keepInside: true,
    rank: SIGN_RANK,
  });
  return (
    <group position={HOURGLASS_AT} scale={0.9}>
      <group>
        <mesh geometry={glass}>
          <meshStandardMaterial color="#cfeeff" transparent opacity={0.5} depthWrite={false} side={DoubleSide} forceSinglePass />
        </mesh>
        {left > 0.02 && (
          <mesh position={[0, 0.82 + 0.36 * left, 0]} rotation={[Math.PI, 0, 0]} scale={[left, left, left]}>
            <coneGeometry args={[0.33, 0.7, 12]} />
            <meshStandardMaterial color="#f5c542" roughness={1} />
          </mesh>
        )}
        {left < 0.98 && (
          <mesh position={[0, 0.06 + 0.35 * (1 - left) * 0.5, 0]} scale={[1, Math.max(0.05, 1 - left), 1]}>
            <cylinderGeometry args={[0.2, 0.33, 0.35, 12]} />
            <meshStandardMaterial color="#f5c542" roughness={1} />
          </mesh>
        )}
      </group>
    </group>
  );
}
