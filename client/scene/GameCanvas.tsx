// The 3D world, read like a list of what is in it.
import { Canvas } from '@react-three/fiber';
import { useStore } from '../store';
import { Ocean } from './Ocean';
import { SkyDome } from './SkyDome';
import { Islands } from './Islands';
import { Tortuga } from './Tortuga';
import { Reefs } from './Reefs';
import { FarEnds } from './FarEnds';
import { Ship } from './Ship';
import { DeckCrates } from './DeckCrates';
import { OwnShipMarker } from './OwnShipMarker';
import { EmoteBubbles } from './EmoteBubbles';
import { RoutePlanner } from './RoutePlanner';
import { CAMERA_START, CameraRig } from './CameraRig';
import { Weather } from './Weather';
import { Rain } from './Rain';
import { SeaCreature } from './SeaCreature';
import { RendererStats } from './RendererStats';
import { Coins } from './Coins';
import { WindStreaks } from './WindStreaks';
import { Broadsides } from './Broadsides';
import { BakeBench } from './BakeBench';

/** The scene. */
export function GameCanvas() {
  const seats = useStore((s) => s.view?.captains.length ?? 0);
  return (
    <Canvas
      className="game-canvas"
      shadows
      dpr={[1, 1.75]}
      camera={{ position: CAMERA_START, fov: 45, near: 0.1, far: 200 }}
      gl={{ antialias: true, preserveDrawingBuffer: true }}
    >
      <Weather />
      <SkyDome />
      <Ocean />
      <Tortuga />
      <Islands />
      <Reefs />
      <FarEnds />
      {Array.from({ length: seats }, (_, seat) => (
        <Ship key={seat} seat={seat} />
      ))}
      <DeckCrates />
      <OwnShipMarker />
      <EmoteBubbles />
      <RoutePlanner />
      <SeaCreature />
      <Coins />
      <Broadsides />
      <BakeBench />
      <WindStreaks />
      <Rain />
      <CameraRig />
      {__TEST_HOOKS__ && <RendererStats />}
    </Canvas>
  );
}
