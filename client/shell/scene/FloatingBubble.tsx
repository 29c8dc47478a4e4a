// One emote or cheer floating up in the scene, as both games draw them (the rise and fade are styles.css's .emote-bubble).
import { Html } from '@react-three/drei';
import type { Bubble } from '../store';
import { bubblePlace } from './bubblePlace';

/** A bubble over the point `over` (a ship's or a dock's foot): shared, so an emote looks the same at every table. */
export function FloatingBubble({ bubble, over }: { bubble: Pick<Bubble, 'id' | 'cheer' | 'emoji'>; over: [number, number, number] }) {
  return (
    <Html position={bubblePlace(bubble, over)} center zIndexRange={[1, 0]} pointerEvents="none">
      <div className={`emote-bubble${bubble.cheer ? ' cheer' : ''}`} aria-hidden>
        {bubble.emoji}
      </div>
    </Html>
  );
}
