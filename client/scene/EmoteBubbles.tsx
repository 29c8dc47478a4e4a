// Issue 8: captains' quick emotes float up from their ships, for everyone at the table and in the gallery.
import { Html } from '@react-three/drei';
import { useStore } from '../store';
import { shipObjects } from './shipRegistry';

/** Every emote now in the air, each over its captain's ship. */
export function EmoteBubbles() {
  const emotes = useStore((s) => s.emotes);
  return (
    <group name="emotes">
      {emotes.map((e) => {
        const ship = shipObjects.get(e.seat);
        if (!ship) return null;
        return (
          <Html key={e.id} position={[ship.position.x, 1.6, ship.position.z]} center zIndexRange={[20, 0]} pointerEvents="none">
            <div className="emote-bubble" aria-hidden>{e.emoji}</div>
          </Html>
        );
      })}
    </group>
  );
}
