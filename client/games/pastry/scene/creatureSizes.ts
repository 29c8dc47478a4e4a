// R37: how big each creature is drawn beside a ship, and the click target around it: never smaller than the model, and
// never so small that a leaping flying fish cannot be tapped.
import { creatureGeometry } from './models/creatures';

/** The model's scale beside a ship (whales dwarf flying fish, but even a flying fish reads from the table). */
export const CREATURE_SIZE: Record<string, number> = { Dolphin: 0.8, 'Flying fish': 0.6, 'Sea turtle': 0.7, 'Humpback whale': 1.1, Narwhal: 0.85, 'Giant squid': 1, Kraken: 1.2 };

/** The smallest click target, in world units (a square is 1): about a finger's width on a phone's whole-board view. */
export const MIN_HIT_RADIUS = 0.7;

const radii = new Map<string, number>();

/** The radius of the invisible sphere (centred on the model's origin) that takes a creature's clicks: its farthest vertex, padded. */
export function hitRadius(creature: string): number {
  let radius = radii.get(creature);
  if (radius === undefined) {
    const position = creatureGeometry(creature).getAttribute('position');
    let farthest = 0;
    for (let i = 0; i < position.count; i++) farthest = Math.max(farthest, Math.hypot(position.getX(i), position.getY(i), position.getZ(i)));
    radius = Math.max(MIN_HIT_RADIUS, farthest * (CREATURE_SIZE[creature] ?? CREATURE_SIZE.Dolphin) * 1.1);
    radii.set(creature, radius);
  }
  return radius;
}
