// Captains' quick emotes float up from their ships, for everyone at the table and in the gallery; so do the
// audience's cheers, a little to one side so a burst of them reads as a crowd.
import { useStore } from '../../../shell/store';
import { shipObjects } from './shipRegistry';
import { FloatingBubbles, type PlacedBubble } from '../../../shell/scene/FloatingBubbles';

/** Every emote now in the air, each over its captain's ship. */
export function EmoteBubbles() {
  const emotes = useStore((s) => s.emotes);
  const placed = emotes.flatMap((bubble): PlacedBubble[] => {
    const ship = shipObjects.get(bubble.seat);
    return ship ? [{ bubble, over: [ship.position.x, 0, ship.position.z] }] : [];
  });
  return <FloatingBubbles bubbles={placed} />;
}
