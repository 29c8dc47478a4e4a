// R42: the answer to a naming, worked out from the bench as it stood: what each place held, which crate the baker named for
// each open slot, and where the right one was. Everyone at the table sees it before play moves on.
import type { BakeView, GameEvent, Ingredient } from '../../../shared/pastry/index';
import { openSlots } from '../../../shared/pastry/rules/bakeShow';
import { positionsAfter } from './bakeTimeline';

/** One recipe slot named in this attempt: the place named, what it held, and the place that held the slot's ingredient. */
export type NamedSlot = { slot: number; wanted: Ingredient; named: number; found: Ingredient; right: boolean; truth: number };

/** A naming's answer: the bench opened place by place, slots locked before it by place, and each named slot. */
export type BakeAnswer = { seat: number; contents: Ingredient[]; lockedBefore: (number | null)[]; named: NamedSlot[] };

/** What each place holds once the shuffle has run. */
export function contentsByPlace(bake: Pick<BakeView, 'crates' | 'open' | 'swaps'>): Ingredient[] {
  const positionOf = positionsAfter(bake.crates, bake.swaps, bake.swaps.length);
  const contents = new Array<Ingredient>(bake.crates);
  positionOf.forEach((place, crate) => (contents[place] = bake.open[crate]));
  return contents;
}

/** The answer to a naming of this bench by a baker with this recipe (null for a naming that timed out unnamed). */
export function answerOf(bake: BakeView, recipe: readonly Ingredient[], event: Extract<GameEvent, { type: 'named' }>): BakeAnswer | null {
  if (!event.crates.length) return null;
  const contents = contentsByPlace(bake);
  const named = openSlots(bake.locked).map((slot, i): NamedSlot => {
    const place = event.crates[i];
    return { slot, wanted: recipe[slot], named: place, found: contents[place], right: event.correct[i], truth: contents.indexOf(recipe[slot]) };
  });
  return { seat: event.seat, contents, lockedBefore: [...bake.locked], named };
}

/**
 * The recipe slots laid out over the bench's places, so each locked slot stands over its own crate (its crate keeps its place
 * through every shuffle) and the open slots fill the other places in recipe order.
 */
export function slotsByPlace(locked: readonly (number | null)[]): number[] {
  const byPlace = new Array<number>(locked.length).fill(-1);
  locked.forEach((place, slot) => {
    if (place !== null) byPlace[place] = slot;
  });
  const open = openSlots(locked);
  return byPlace.map((slot) => (slot >= 0 ? slot : open.shift()!));
}
