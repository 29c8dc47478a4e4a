// The cast's 3D world: the game's own scene without the captains' aids (no route planner, no "you" marker), shot by
// the director; with a keyed background it draws no sky or fog, only the sea.
import { Canvas } from '@react-three/fiber';
import { Ocean } from '../scene/Ocean';
import { SeaWorld } from '../scene/SeaWorld';
import { SkyDome } from '../scene/SkyDome';
import { Weather } from '../scene/Weather';
import { RendererStats } from '../scene/RendererStats';
import { DirectorRig } from './DirectorRig';
import { useDetail } from '../../../shell/useDetail';

/** The cast's scene. */
export function CastCanvas({ transparent }: { transparent: boolean }) {
  const detail = useDetail(true);
  return (
    <Canvas
      key={detail.key}
      className="game-canvas cast-canvas"
      shadows={detail.shadows}
      dpr={detail.dpr}
      camera={{ position: [0, 17, 13], fov: 40, near: 0.1, far: 200 }}
      gl={{ antialias: detail.antialias, preserveDrawingBuffer: true, alpha: true }}
      onCreated={({ gl }) => gl.setClearColor(0x000000, 0)}
    >
      <Weather fog={!transparent} />
      {!transparent && <SkyDome />}
      <Ocean clearEdge={transparent} />
      <SeaWorld />
      <DirectorRig />
      {__TEST_HOOKS__ && <RendererStats />}
    </Canvas>
  );
}
