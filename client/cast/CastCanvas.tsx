// Issue 9: the cast's 3D world: the game's own scene without the captains' aids (no route planner, no "you" marker), shot by
// the director; with a keyed background it draws no sky or fog, only the sea.
import { Canvas } from '@react-three/fiber';
import { useStore } from '../store';
import { Ocean } from '../scene/Ocean';
import { SkyDome } from '../scene/SkyDome';
import { Islands } from '../scene/Islands';
import { Tortuga } from '../scene/Tortuga';
import { Reefs } from '../scene/Reefs';
import { FarEnds } from '../scene/FarEnds';
import { Ship } from '../scene/Ship';
import { DeckCrates } from '../scene/DeckCrates';
import { EmoteBubbles } from '../scene/EmoteBubbles';
import { Weather } from '../scene/Weather';
import { Rain } from '../scene/Rain';
import { SeaCreature } from '../scene/SeaCreature';
import { RendererStats } from '../scene/RendererStats';
import { Coins } from '../scene/Coins';
import { WindStreaks } from '../scene/WindStreaks';
import { Broadsides } from '../scene/Broadsides';
import { BakeBench } from '../scene/BakeBench';
import { DirectorRig } from './DirectorRig';

/** The cast's scene. */
export function CastCanvas({ transparent }: { transparent: boolean }) {
  const seats = useStore((s) => s.view?.captains.length ?? 0);
  return (
    <Canvas
      className="game-canvas cast-canvas"
      shadows
      dpr={1}
      camera={{ position: [0, 17, 13], fov: 40, near: 0.1, far: 200 }}
      gl={{ antialias: true, preserveDrawingBuffer: true, alpha: true }}
      onCreated={({ gl }) => gl.setClearColor(0x000000, 0)}
    >
      <Weather fog={!transparent} />
      {!transparent && <SkyDome />}
      <Ocean clearEdge={transparent} />
      <Tortuga />
      <Islands />
      <Reefs />
      <FarEnds />
      {Array.from({ length: seats }, (_, seat) => (
        <Ship key={seat} seat={seat} />
      ))}
      <DeckCrates />
      <EmoteBubbles />
      <SeaCreature />
      <Coins />
      <Broadsides />
      <BakeBench />
      <WindStreaks />
      <Rain />
      <DirectorRig />
      {__TEST_HOOKS__ && <RendererStats />}
    </Canvas>
  );
}
