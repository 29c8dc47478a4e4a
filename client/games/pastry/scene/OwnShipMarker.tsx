// "This one is yours": a gold arrow bobbing over your own ship with a YOU badge, so no captain hunts for their ship. It
// stands in front of the labels it meets (a price flag or an island's name fades behind it), and it steps aside while your
// coins fly and lie on their tray. The badge is page text following the arrow, readable on a phone, where a 3D badge was a blur.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group, Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { shipObjects } from './shipRegistry';
import { playingEvent } from '../hud/showCaption';
import { trayBeside } from './traysShown';

/** The YOU badge's rank among the scene's labels: in front of everything else, a price flag included (labelDeclutter.ts): a playtester lost their own ship behind its dock's flag. */
export const BADGE_RANK = 4;
/** Where the YOU badge stands over the arrow's tip, in world units. */
const BADGE_OVER = new Vector3(0, 0.6, 0);

/** The marker, for a seated captain only. */
export function OwnShipMarker() {
  const seat = useStore((s) => s.seat);
  const group = useRef<Group>(null);
  usePageLabels('own-ship-badges', seat === null ? [] : [{ key: 'you', text: 'YOU', className: 'ship-badge own-ship-badge', at: BADGE_OVER, on: group }], {
    scaleRange: [1, 1.2],
    keepInside: true,
    rank: BADGE_RANK,
  });
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
    </group>
  );
}
