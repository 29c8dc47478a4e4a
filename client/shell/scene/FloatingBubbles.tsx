// Emotes and cheers floating up in the scene, as both games draw them (the rise and fade are shell/styles/sharing.css's .emote-bubble,
// lasting the store's EMOTE_MS): page elements over the canvas (usePageLabels), each kept while it floats so its rise runs to the end.
import { Vector3 } from 'three';
import { EMOTE_MS } from '../store';
import type { Bubble } from '../storeTypes';
import { bubblePlace } from './bubblePlace';
import { usePageLabels } from './usePageLabels';

/** A bubble and the point it floats over (a ship's or a dock's foot). */
export type PlacedBubble = { bubble: Pick<Bubble, 'id' | 'cheer' | 'emoji'>; over: [number, number, number] };

/** The layer's labels float as long as the store keeps a bubble (the CSS reads --emote-ms). */
const BUBBLE_LAYER = { fixedSize: true, layerVars: { '--emote-ms': `${EMOTE_MS}ms` } };

/** Every bubble now in the air, each over its point: shared, so an emote looks the same at every table. */
export function FloatingBubbles({ bubbles }: { bubbles: PlacedBubble[] }) {
  usePageLabels(
    'emote-bubbles',
    bubbles.map(({ bubble, over }) => ({
      key: String(bubble.id),
      text: bubble.emoji,
      className: bubble.cheer ? 'emote-bubble cheer' : 'emote-bubble',
      at: new Vector3(...bubblePlace(bubble, over)),
    })),
    BUBBLE_LAYER,
  );
  return null;
}
