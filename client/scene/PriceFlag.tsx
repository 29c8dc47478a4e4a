// R24: a little flag on each dock with the next crate's price, or "sold out" (R26). It is drawn over the land, so a dock on
// the far side of its island is still marked (newcomers could not find those).
import { useEffect, useMemo } from 'react';
import type { PlayerView } from '../../shared/index';
import { labelTexture } from './labelTexture';
import { worldX, worldZ } from './coords';

/** The price flag of one island. */
export function PriceFlag({ island }: { island: PlayerView['board']['islands'][number] }) {
  const text = island.price === null ? 'sold' : `${island.price}g`;
  const texture = useMemo(() => labelTexture(text, island.price === null ? '#d9d2c3' : '#f5c542', '#3b2a1a'), [text, island.price]);
  useEffect(() => () => texture.dispose(), [texture]);
  const [x, y] = island.dock;
  return (
    <sprite position={[worldX(x) + 0.3, 0.85, worldZ(y) - 0.1]} scale={[0.56, 0.28, 1]} renderOrder={2}>
      <spriteMaterial map={texture} depthWrite={false} depthTest={false} />
    </sprite>
  );
}
