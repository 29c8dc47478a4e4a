// M6: the Pirate deck as a stack of cards on a rock, the discards face up beside it; M11, M12: each revealed card rises as
// a pirate ship at its segment flying its strength, and the running sum floats over the lane.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group, type InstancedMesh, Matrix4, Vector3 } from 'three';
import { PIRATE_CARDS } from '../../../../shared/merchant/board';
import { hullGeometry } from '../../../shell/scene/models/ship';
import { waveAt } from '../../../shell/scene/waves';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { BADGE_RANK, SIGN_RANK } from './labelRanks';
import '../signs.css';
import { PIRATE_ROCK, pirateShipAt, pirateSumAt } from './layout';
import type { LivePirates } from './useLivePirates';
import { showInstances } from '../../../shell/scene/showInstances';

const matrix = new Matrix4();
const CARD_RISE_MS = 900;

/** M6: the deck's count and the face-up discards, as page text over the canvas a phone player can read, where 3D text was a blur. */
function DeckSigns({ pirates }: { pirates: LivePirates }) {
  const [x, , z] = PIRATE_ROCK;
  const faceUp = discardWords(pirates.discards);
  usePageLabels(
    'mv-deck-signs',
    [
      { key: 'deck', text: `☠ Pirate deck: ${pirates.deckCount}`, className: 'mv-sign mv-deck-sign', at: new Vector3(x - 0.2, 1.75 + pirates.deckCount * 0.045, z) },
      { key: 'discards', text: faceUp ? `Discards: ${faceUp}` : 'No discards', className: 'mv-sign mv-discard-sign', at: new Vector3(x - 0.9, 0.95, z + 1.35) },
    ],
    { scaleRange: [1, 1.35], keepInside: true, rank: SIGN_RANK },
  );
  return null;
}

/** The deck and the discard pile on the rock, with their signs. */
export function PirateDeck({ pirates }: { pirates: LivePirates }) {
  const deck = useRef<InstancedMesh>(null);
  const discards = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const [x, , z] = PIRATE_ROCK;
    const d = deck.current!;
    for (let i = 0; i < pirates.deckCount; i++) d.setMatrixAt(i, matrix.makeTranslation(x - 0.25, 0.72 + i * 0.045, z));
    showInstances(d, pirates.deckCount);
    d.instanceMatrix.needsUpdate = true;
    const p = discards.current!;
    pirates.discards.forEach((_, i) => p.setMatrixAt(i, matrix.makeRotationY(i * 0.37).setPosition(x + 0.75, 0.5 + i * 0.045, z + 0.45)));
    showInstances(p, pirates.discards.length);
    p.instanceMatrix.needsUpdate = true;
  }, [pirates]);
  return (
    <group>
      <instancedMesh ref={deck} args={[undefined, undefined, PIRATE_CARDS.length]} frustumCulled={false}>
        <boxGeometry args={[0.5, 0.04, 0.72]} />
        <meshStandardMaterial color="#2b2b30" roughness={0.6} />
      </instancedMesh>
      <instancedMesh ref={discards} args={[undefined, undefined, PIRATE_CARDS.length]} frustumCulled={false}>
        <boxGeometry args={[0.5, 0.04, 0.72]} />
        <meshStandardMaterial color="#efe3c8" roughness={0.8} />
      </instancedMesh>
      <DeckSigns pirates={pirates} />
    </group>
  );
}

/** M6: the face-up discards, short enough to stay on screen: each strength once, with how many ("0 ×2 · 1 · 3 ×2"). */
export function discardWords(discards: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const card of discards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([card, n]) => (n > 1 ? `${card} ×${n}` : `${card}`))
    .join(' · ');
}

/** How high over a pirate ship's hull its flag flies, in world units. */
const FLAG_OVER = 1.63;

/** One revealed card as a pirate ship rising from the sea at its segment, its strength on its flag: page text that rises with the ship. */
function PirateShip({ segment, card }: { segment: number; card: number }) {
  const group = useRef<Group>(null);
  const born = useRef(performance.now());
  const hull = useMemo(() => hullGeometry('#2b2b30', undefined, { fill: 1, tint: '#4a4a52' }), []);
  const [x, , z] = pirateShipAt(segment);
  usePageLabels('mv-pirate-flags', [{ key: 'flag', text: `☠ ${card}`, className: 'ship-badge mv-pirate-flag', at: new Vector3(0, FLAG_OVER, 0), on: group }], {
    scaleRange: [1, 1.2],
    keepInside: true,
    rank: BADGE_RANK,
  });
  useFrame((state) => {
    const g = group.current;
    if (!g) return;
    const t = Math.min(1, (performance.now() - born.current) / CARD_RISE_MS);
    const wave = waveAt(x, z, state.clock.elapsedTime, 1);
    g.position.y = wave.height - (1 - t * t * (3 - 2 * t)) * 1.6;
    g.rotation.z = -wave.slopeX * 0.4;
  });
  return (
    <group ref={group} position={[x, -1.6, z]} rotation={[0, Math.PI, 0]} scale={1.05}>
      <mesh geometry={hull}>
        <meshStandardMaterial vertexColors flatShading roughness={0.6} />
      </mesh>
    </group>
  );
}

/** M12: the running sum over the lane, beside the last card revealed: page text, sharp at any resolution. */
function SumSign({ pirates }: { pirates: LivePirates }) {
  const at = pirates.last === null ? null : new Vector3(...pirateSumAt(pirates.last));
  usePageLabels('mv-sum-signs', at ? [{ key: 'sum', text: `Pirates so far: ${pirates.sum}`, className: 'mv-sign mv-sum-sign', at }] : [], { scaleRange: [1, 1.35], keepInside: true, rank: SIGN_RANK });
  return null;
}

/** Every card revealed this Voyage, and their running sum over the lane (M12). */
export function PirateShips({ pirates }: { pirates: LivePirates }) {
  return (
    <group>
      {pirates.bySegment.map((card, i) => (card === null ? null : <PirateShip key={`${i}-${card}`} segment={i + 1} card={card} />))}
      <SumSign pirates={pirates} />
    </group>
  );
}
