// Captains' quick emotes and the audience's cheers float up over each merchant's dock, as they do over a ship in
// Pastry Pirates (the same bubble, client/scene/FloatingBubble.tsx).
import { FloatingBubble } from '../../../scene/FloatingBubble';
import type { FloatingEmote } from '../tableProps';
import { SHORE_X, dockZ } from './layout';

/** Where a dock's bubbles rise from: over its jetty, beside the flag and the name badge. */
const OVER_X = SHORE_X + 0.55;
const OVER_Y = 0.7;

/** Every emote and cheer now in the air, each over its merchant's dock. */
export function DockBubbles({ bubbles, seats }: { bubbles: FloatingEmote[]; seats: number }) {
  return (
    <group name="emotes">
      {bubbles.map((b) => (
        <FloatingBubble key={b.id} bubble={b} over={[OVER_X, OVER_Y, dockZ(b.seat, seats)]} />
      ))}
    </group>
  );
}
