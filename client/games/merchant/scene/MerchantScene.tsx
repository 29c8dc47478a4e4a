// The 3D table of Merchant Voyages, read like a list of what is in it.
import { memo } from 'react';
import { Canvas } from '@react-three/fiber';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { ShowClock } from '../show/showClock';
import { Sky, SkyLight } from './Sky';
import { Sea } from './Sea';
import { Land } from './Land';
import { PortSigns } from './PortSigns';
import { Docks } from './Docks';
import { Anchor } from './Anchor';
import { Hourglass } from './Hourglass';
import { MerchantShip } from './MerchantShip';
import { BurstStack } from './BurstStack';
import { PirateDeck, PirateShips } from './PirateDeck';
import { useLivePirates } from './useLivePirates';
import { CameraRig, cameraFor } from './CameraRig';
import { DockBubbles } from './DockBubbles';
import { useDetail } from '../../../shell/useDetail';
import { AutoRenderScale } from '../../../shell/scene/AutoRenderScale';
import { BoardUp } from '../../../shell/scene/BoardUp';
import { DrawCounts } from '../../../shell/scene/DrawCounts';
import { CALM_SKY } from '../../../shell/scene/skyGradient';
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

/** Everything but the bubbles, drawn again only when the view changes (a crowd's cheers come many times a second); keyed, no sky dome or haze. */
const World = memo(function World({ view, clock, reduced, keyed }: { view: MerchantPlayerView; clock: ShowClock; reduced: boolean; keyed: boolean }) {
  const seats = view.merchants.length;
  return (
    <>
      {keyed ? <SkyLight /> : <Sky />}
      <Sea reduced={reduced} />
      <Land view={view} />
      <PortSigns view={view} />
      <Docks view={view} />
      <Anchor holder={view.anchor} seats={seats} />
      <Hourglass round={view.round} turn={view.turn} over={view.phase === 'over'} />
      {view.merchants.map((m) => m.ships.map((ship, index) => <MerchantShip key={`${m.seat}-${index}`} seat={m.seat} index={index} seats={seats} ship={ship} clock={clock} reduced={reduced} />))}
      <Pirates view={view} clock={clock} />
      <CameraRig />
    </>
  );
});

/** How the cast films the scene: at one pixel per pixel on a canvas that can be keyed (`keyed`: no sky, clear behind). */
export type Filming = { keyed: boolean };

/** The scene for the shown view; ships and pirates animate from the show's clock; emotes and cheers float over the docks. */
export function MerchantScene({ view, clock, reduced, bubbles, filming }: { view: MerchantPlayerView; clock: ShowClock; reduced: boolean; bubbles: FloatingEmote[]; filming?: Filming }) {
  const start = cameraFor(innerWidth, innerHeight);
  const detail = useDetail(!!filming);
  return (
    <div className={filming ? 'merchant-canvas mvc-canvas' : 'merchant-canvas'}>
      <Canvas
        key={detail.key}
        className={detail.opaque && !filming ? 'opaque-canvas' : undefined}
        dpr={detail.dpr}
        camera={{ position: start.position, fov: 45, near: 0.1, far: 220 }}
        gl={{ antialias: detail.antialias, preserveDrawingBuffer: true, alpha: !!filming || !detail.opaque }}
        onCreated={({ gl }) => (filming ? gl.setClearColor(0x000000, 0) : detail.opaque && gl.setClearColor(CALM_SKY.horizon))}
      >
        <World view={view} clock={clock} reduced={reduced} keyed={filming?.keyed ?? false} />
        <DockBubbles bubbles={bubbles} seats={view.merchants.length} />
        <BurstStack />
        {!filming && <AutoRenderScale detail={detail} />}
        {!filming && <BoardUp />}
        {__TEST_HOOKS__ && !filming && <DrawCounts />}
      </Canvas>
    </div>
  );
}
