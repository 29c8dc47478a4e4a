// R24: a little flag on each dock with the next crate's price, or "sold out" (R26). It is drawn over the land, so a dock on
// the far side of its island is still marked (newcomers could not find those).
import { useEffect, useMemo } from 'react';
import type { PlayerView } from '../../../../shared/index';
import { labelTexture } from './labelTexture';
import { worldX, worldZ } from './coords';
import { portrait } from './CameraRig';

/** Upright, a phone's close-up still leaves a square only about 36 px wide: the flags grow to stay readable there. */
const FLAG_SIZE = portrait() ? 1.7 : 1;

/** The price flag of one island. */
export function PriceFlag({ island }: { island: PlayerView['board']['islands'][number] }) {
  const text = island.price === null ? 'sold' : `${island.price}g`;
  const texture = useMemo(() => labelTexture(text, island.price === null ? '#d9d2c3' : '#f5c542', '#3b2a1a'), [text, island.price]);
  useEffect(() => () => texture.dispose(), [texture]);
  const [x, y] = island.dock;
  return (
    <sprite position={[worldX(x) + 0.3, 0.85 + 0.14 * (FLAG_SIZE - 1), worldZ(y) - 0.1]} scale={[0.56 * FLAG_SIZE, 0.28 * FLAG_SIZE, 1]} renderOrder={2}>
      <spriteMaterial map={texture} depthWrite={false} depthTest={false} />
    </sprite>
  );
}
