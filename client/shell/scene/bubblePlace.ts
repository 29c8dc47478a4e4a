// Where an emote or a cheer floats from, over the thing it belongs to (a ship, a dock): pure, so both games place theirs alike.
import type { Bubble } from '../storeTypes';

/**
 * The point a bubble rises from, over `[x, y, z]`: an emote straight above, a cheer a little lower and to one side
 * (by its id, so a burst of cheers spreads out and reads as a crowd).
 */
export function bubblePlace(bubble: Pick<Bubble, 'id' | 'cheer'>, [x, y, z]: [number, number, number]): [number, number, number] {
  return bubble.cheer ? [x + ((bubble.id * 37) % 9) / 10 - 0.4, y + 1.3, z] : [x, y + 1.6, z];
}
