// Captains' quick emotes and the audience's cheers float up over each merchant's dock, as they do over a ship in
// Pastry Pirates (the same bubbles, client/shell/scene/FloatingBubbles.tsx).
import { FloatingBubbles } from '../../../shell/scene/FloatingBubbles';
import type { FloatingEmote } from '../tableProps';
import { SHORE_X, dockZ } from './layout';

/**
 * Where a dock's bubbles rise from (x, height): over the water beside its berths, so that on a wide screen, where the
 * shore's uprights lean left, a bubble stays over its own dock and clear of the merchants' cards, and on a phone clear of
 * the name badge.
 */
const OVER: [number, number] = [SHORE_X + 2.2, 0.3];

/** Every emote and cheer now in the air, each over its merchant's dock. */
export function DockBubbles({ bubbles, seats }: { bubbles: FloatingEmote[]; seats: number }) {
  return <FloatingBubbles bubbles={bubbles.map((bubble) => ({ bubble, over: [OVER[0], OVER[1], dockZ(bubble.seat, seats)] }))} />;
}
