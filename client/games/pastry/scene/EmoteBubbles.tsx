// Captains' quick emotes float up from their ships, for everyone at the table and in the gallery; so do the
// audience's cheers, a little to one side so a burst of them reads as a crowd.
import { useStore } from '../../../shell/store';
import { shipObjects } from './shipRegistry';
import { FloatingBubble } from '../../../shell/scene/FloatingBubble';

/** Every emote now in the air, each over its captain's ship. */
export function EmoteBubbles() {
  const emotes = useStore((s) => s.emotes);
  return (
    <group name="emotes">
      {emotes.map((e) => {
        const ship = shipObjects.get(e.seat);
        if (!ship) return null;
        return <FloatingBubble key={e.id} bubble={e} over={[ship.position.x, 0, ship.position.z]} />;
      })}
    </group>
  );
}
