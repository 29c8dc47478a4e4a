// The Merchant table as the cast films it: the table's own scene parts, camera, emotes and cheers, on a canvas that can be
// keyed. With ?bg=transparent it draws no sky dome or haze, only the table under the same light, and its edges fade out
// (merchantCast.css).
import { memo } from 'react';
import { Canvas } from '@react-three/fiber';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { ShowClock } from '../show/showClock';
import { Sky } from '../scene/Sky';
import { Sea } from '../scene/Sea';
import { Land } from '../scene/Land';
import { Ports } from '../scene/Ports';
import { Docks } from '../scene/Docks';
import { Anchor } from '../scene/Anchor';
import { Hourglass } from '../scene/Hourglass';
import { MerchantShip } from '../scene/MerchantShip';
import { PirateDeck, PirateShips } from '../scene/PirateDeck';
import { useLivePirates } from '../scene/useLivePirates';
import { CameraRig, cameraFor } from '../scene/CameraRig';
import { DockBubbles } from '../scene/DockBubbles';
import type { FloatingEmote } from '../tableProps';

/** The pirate cards and ships, which follow the show's events between views. */
function Pirates({ view, clock }: { view: MerchantPlayerView; clock: ShowClock }) {
  const pirates = useLivePirates(view, clock);
  return (
    <>
      <PirateDeck pirates={pirates} />
      <PirateShips pirates={pirates} />
    </>
  );
}

/** The sky's light without its dome and haze, for a keyed background. */
function KeyedLight() {
  return (
    <>
      <hemisphereLight args={['#e8f6ff', '#2a5b6b', 0.95]} />
      <directionalLight position={[8, 14, 6]} intensity={1.8} />
    </>
  );
}

/** Everything but the bubbles, at full motion (a stream is not a reduced-motion screen), drawn again only when the view changes. */
const Table = memo(function Table({ view, clock, transparent }: { view: MerchantPlayerView; clock: ShowClock; transparent: boolean }) {
  const seats = view.merchants.length;
  return (
    <>
      {transparent ? <KeyedLight /> : <Sky />}
      <Sea />
      <Land />
      <Ports view={view} />
      <Docks view={view} />
      <Anchor holder={view.anchor} seats={seats} />
      <Hourglass round={view.round} turn={view.turn} over={view.phase === 'over'} />
      {view.merchants.map((m) => m.ships.map((ship, index) => <MerchantShip key={`${m.seat}-${index}`} seat={m.seat} index={index} seats={seats} ship={ship} clock={clock} reduced={false} />))}
      <Pirates view={view} clock={clock} />
      <CameraRig />
    </>
  );
});

/** The scene for the shown view, with the captains' emotes and the audience's cheers over the docks. */
export function MerchantCastScene({ view, clock, transparent, bubbles }: { view: MerchantPlayerView; clock: ShowClock; transparent: boolean; bubbles: FloatingEmote[] }) {
  const start = cameraFor(innerWidth, innerHeight);
  return (
    <div className="mvc-canvas">
      <Canvas
        dpr={1}
        camera={{ position: start.position, fov: 45, near: 0.1, far: 220 }}
        gl={{ antialias: true, preserveDrawingBuffer: true, alpha: true }}
        onCreated={({ gl }) => gl.setClearColor(0x000000, 0)}
      >
        <Table view={view} clock={clock} transparent={transparent} />
        <DockBubbles bubbles={bubbles} seats={view.merchants.length} />
      </Canvas>
    </div>
  );
}
