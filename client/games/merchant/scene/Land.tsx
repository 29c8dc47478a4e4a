// The land and everything on it that stands still, drawn in one mesh (shoreGeometry), from the shown view.
import { useEffect, useMemo } from 'react';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { shoreGeometry } from './shoreGeometry';

/** The shore, the port islands, the quays with their Demand flags, the jetties and huts, and the Hourglass's frame. */
export function Land({ view }: { view: MerchantPlayerView }) {
  const demand = view.board.segments.map((s) => s.demand);
  const seats = view.merchants.length;
  const huts = view.merchants.map((m) => m.hut);
  const key = `${demand.map((tiles) => tiles.join('+')).join(',')} ${huts.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when a Demand flag or a hut changes (key), not for every view
  const geometry = useMemo(() => shoreGeometry(demand, seats, huts), [key, seats]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry}>
      <meshStandardMaterial vertexColors flatShading roughness={0.85} />
    </mesh>
  );
}
