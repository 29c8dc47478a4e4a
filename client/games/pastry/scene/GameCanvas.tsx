// The 3D world, read like a list of what is in it.
import { Canvas } from '@react-three/fiber';
import { Ocean } from './Ocean';
import { SeaWorld } from './SeaWorld';
import { SkyDome } from './SkyDome';
import { OwnShipMarker } from './OwnShipMarker';
import { OwnShipClear } from './OwnShipClear';
import { RoutePlanner } from './RoutePlanner';
import { CAMERA_START, CameraRig } from './CameraRig';
import { Weather } from './Weather';
import { RendererStats } from './RendererStats';
import { BoardUp } from '../../../shell/scene/BoardUp';
import { useDetail } from '../../../shell/useDetail';
import { AutoRenderScale } from '../../../shell/scene/AutoRenderScale';
import { CALM_SKY } from '../../../shell/scene/skyGradient';

/** The scene. */
export function GameCanvas() {
  const detail = useDetail();
  return (
    <Canvas
      key={detail.key}
      className={detail.opaque ? 'game-canvas opaque-canvas' : 'game-canvas'}
      shadows={detail.shadows}
      dpr={detail.dpr}
      camera={{ position: CAMERA_START, fov: 45, near: 0.1, far: 200 }}
      gl={{ antialias: detail.antialias, preserveDrawingBuffer: true, alpha: !detail.opaque }}
      onCreated={({ gl }) => detail.opaque && gl.setClearColor(CALM_SKY.horizon)}
    >
      <Weather />
      <SkyDome />
      <Ocean />
      <SeaWorld />
      <OwnShipMarker />
      <OwnShipClear />
      <RoutePlanner />
      <CameraRig />
      <BoardUp drawsGame={(s) => s.view !== null} />
      <AutoRenderScale detail={detail} />
      {__TEST_HOOKS__ && <RendererStats />}
    </Canvas>
  );
}
