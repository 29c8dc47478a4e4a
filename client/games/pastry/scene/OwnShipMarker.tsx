// "This one is yours": a gold arrow bobbing over your own ship with a YOU badge, so no captain hunts for their ship. It
// gives way to what it would hide: price flags draw over it, and it steps aside while your coins fly and lie on their tray.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { useStore } from '../../../shell/store';
import { shipObjects } from './shipRegistry';
import { labelTexture } from './labelTexture';
import { playingEvent } from '../hud/showCaption';
import { trayBeside } from './traysShown';

/** The marker, for a seated captain only. */
export function OwnShipMarker() {
  const seat = useStore((s) => s.seat);
  const group = useRef<Group>(null);
  const badge = useMemo(() => labelTexture('YOU', '#f5c542', '#3b2a1a'), []);
  useEffect(() => () => badge.dispose(), [badge]);
  useFrame((state) => {
    const ship = seat === null ? undefined : shipObjects.get(seat);
    const g = group.current;
    if (!g) return;
    const { view, events } = useStore.getState();
    const fighting = !!view?.battle && (view.battle.attacker === seat || view.battle.defender === seat); // the close-up frames you; the badge covered the coins
    const playing = playingEvent(events, Date.now());
    const flipping = (playing?.type === 'docked' && playing.seat === seat) || (seat !== null && trayBeside(seat)); // your coins land beside your ship, and lie there a moment after the show: the badge covered their faces
    g.visible = !!ship && !view?.bake && !fighting && !flipping;
    if (!ship) return;
    const bob = useStore.getState().settings.reducedMotion ? 0 : Math.sin(state.clock.elapsedTime * 2.5) * 0.12;
    g.position.set(ship.position.x, ship.position.y + 1.65 + bob, ship.position.z);
  });
  if (seat === null) return null;
  return (
    <group ref={group} name="own-ship-marker">
      <mesh rotation={[Math.PI, 0, 0]}>
        <coneGeometry args={[0.22, 0.45, 4]} />
        <meshStandardMaterial color="#f5c542" emissive="#f5c542" emissiveIntensity={0.45} flatShading />
      </mesh>
      <sprite position={[0, 0.55, 0]} scale={[0.8, 0.4, 1]} renderOrder={1}>
        {/* price flags (renderOrder 2) draw over it */}
        <spriteMaterial map={badge} depthWrite={false} />
      </sprite>
    </group>
  );
}
