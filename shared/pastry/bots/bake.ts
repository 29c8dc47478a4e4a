// The bake-off as a bot plays it: follow the swaps by eye, rewatch when unsure, name the crates back (R41 to R43).
import type { Action, BakeView, Ingredient, PlayerView } from '../types';
import type { Dice } from '../../table/dice';
import type { LevelParams } from './level';

/** R41: the bench as the bot remembers it after the swaps (contents by position), and whether it knows it lost track. */
export type Memory = { contents: Ingredient[]; unsure: boolean };

/** R41: replays the shown swaps; each may be misremembered (forgotten, or swapped with the wrong crate) at the level's rate. */
export function trackShuffle(bake: BakeView, params: LevelParams, dice: Dice): Memory {
  const contents = [...bake.open];
  const locked = new Set(bake.locked.filter((p): p is number => p !== null));
  const free = contents.map((_, p) => p).filter((p) => !locked.has(p));
  let slipped = false;
  for (const [a, b] of bake.swaps) {
    let partner = b;
    if (dice.chance(params.swapSlip)) {
      slipped = true;
      const wrong = free.filter((p) => p !== a && p !== b);
      if (wrong.length === 0 || dice.chance(0.5)) continue;
      partner = wrong[dice.below(wrong.length)];
    }
    [contents[a], contents[partner]] = [contents[partner], contents[a]];
  }
  return { contents, unsure: slipped && dice.chance(params.noticeSlip) };
}

/** R42: the crates to name, one per open recipe slot in recipe order, from what the bot remembers. */
export function cratesToName(bake: BakeView, recipe: readonly Ingredient[], contents: readonly Ingredient[]): number[] {
  const used = new Set(bake.locked.filter((p): p is number => p !== null));
  const crates: number[] = [];
  bake.locked.forEach((p, slot) => {
    if (p !== null) return;
    const pos = contents.findIndex((x, at) => x === recipe[slot] && !used.has(at));
    used.add(pos);
    crates.push(pos);
  });
  return crates;
}

/** R42, R43: rewatch (1 gold) when the bot knows it lost track and has rewatches left, else name what it remembers. */
export function chooseBake(view: PlayerView, params: LevelParams, legal: Action[], dice: Dice): Action {
  const bake = view.bake!;
  const memory = trackShuffle(bake, params, dice);
  const rewatch = legal.find((a) => a.type === 'rewatch');
  if (memory.unsure && rewatch && bake.rewatches < params.maxRewatches) return rewatch;
  const crates = cratesToName(bake, view.captains[view.you!].recipe!.ingredients, memory.contents);
  const names = legal.filter((a): a is Extract<Action, { type: 'name' }> => a.type === 'name');
  return names.find((a) => a.crates.every((c, i) => c === crates[i])) ?? names[0] ?? legal[0];
}
