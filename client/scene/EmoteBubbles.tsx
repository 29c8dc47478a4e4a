// Captains' quick emotes float up from their ships, for everyone at the table and in the gallery; so do the
// audience's cheers, a little to one side so a burst of them reads as a crowd.
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
          <Html key={e.id} position={[ship.position.x + (e.cheer ? ((e.id * 37) % 9) / 10 - 0.4 : 0), e.cheer ? 1.3 : 1.6, ship.position.z]} center zIndexRange={[1, 0]} pointerEvents="none">
            <div className={`emote-bubble${e.cheer ? ' cheer' : ''}`} aria-hidden>
              {e.emoji}
            </div>
          </Html>
        );
      })}
    </group>
  );
}
