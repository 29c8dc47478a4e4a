// R39 to R44: lighting the ovens, the shuffle, rewatching, and naming the crates back.
import { drawInt } from '../../random';
import type { Ctx } from '../state';
import { ownBake, ownCaptain, ownList } from '../own';
import { finishTurn } from './turns';
import { OPEN_SHOW_MS, SWAP_MS, openSlots } from './bakeShow';
import { must } from '../../table/ruleError';

/** R41: 2 x (crates still in the shuffle) + 2 swaps; a single crate has nothing to swap with. */
export function swapCount(cratesInShuffle: number): number {
  return cratesInShuffle <= 1 ? 0 : 2 * cratesInShuffle + 2;
}

/** R41, R50: how long a shuffle of this many swaps takes to show. */
export function shuffleLength(swaps: number): number {
  return OPEN_SHOW_MS + SWAP_MS * swaps;
}

/** R39, R40: the ovens light: the recipe is public, one crate of each recipe ingredient goes to the bench. */
export function lightOvens(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const hold = ownList(ctx, seat, 'hold');
  const bench = ownList(ctx, seat, 'bench');
  const captain = s.captains[seat];
  for (const ingredient of captain.recipe.ingredients) {
    hold.splice(hold.indexOf(ingredient), 1);
    bench.push(ingredient);
  }
  captain.benchOrder = [...captain.bench];
  captain.benchLocked = captain.bench.map(() => null);
  captain.ovensLitDay = s.day;
  ctx.events.push({
    type: 'ovensLit',
    seat,
    recipe: { name: captain.recipe.name, ingredients: [...captain.recipe.ingredients] },
    bench: [...captain.bench],
  });
  s.phase = 'bake';
  startShuffle(ctx, seat);
}

/** R41, R42: shows the unlocked crates open, then shuffles them with swaps drawn from the stream. */
export function startShuffle(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const contents = ownList(ctx, seat, 'benchOrder');
  const locked = s.captains[seat].benchLocked;
  const lockedPositions = new Set(locked.filter((p): p is number => p !== null));
  const free = contents.map((_, p) => p).filter((p) => !lockedPositions.has(p));
  const open = [...contents];
  const swaps: [number, number][] = [];
  for (let i = 0; i < swapCount(free.length); i++) {
    const a = free[drawInt(s, 0, free.length - 1)];
    const others = free.filter((p) => p !== a);
    const b = others[drawInt(s, 0, others.length - 1)];
    swaps.push([a, b]);
    [contents[a], contents[b]] = [contents[b], contents[a]];
  }
  const startedAt = ctx.now;
  const endsAt = startedAt + shuffleLength(swaps.length);
  s.bake = { seat, open, swaps, startedAt, endsAt, rewatches: 0 };
  s.deadline = s.options.namingMs > 0 ? endsAt + s.options.namingMs : null;
  ctx.events.push({ type: 'shuffle', seat, open: [...open], locked: [...locked], swaps: swaps.map(([a, b]) => [a, b]), startedAt, endsAt });
}

/** R43: pay 1 gold to watch the same shuffle again; the naming deadline moves back by its length. */
export function rewatch(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  must(s.captains[seat].gold >= 1, 'cannot-afford', 'Watching again costs 1 gold.');
  ownCaptain(ctx, seat).gold -= 1;
  const bake = ownBake(ctx);
  const length = bake.endsAt - bake.startedAt;
  bake.startedAt = ctx.now;
  bake.endsAt = ctx.now + length;
  bake.rewatches += 1;
  if (s.deadline !== null) s.deadline += length;
  ctx.events.push({ type: 'rewatch', seat, startedAt: bake.startedAt, endsAt: bake.endsAt, deadline: s.deadline });
}

/** R42, R44: names one crate per open slot; right ones lock, and a full bench is baked. The attempt ends the turn. */
export function nameCrates(ctx: Ctx, seat: number, crates: readonly number[]): void {
  const { s } = ctx;
  const captain = s.captains[seat];
  const slots = openSlots(captain.benchLocked);
  const lockedPositions = new Set(captain.benchLocked.filter((p) => p !== null));
  must(crates.length === slots.length, 'wrong-crate-count', `Name exactly ${slots.length} crate(s), one per open recipe slot.`);
  must(new Set(crates).size === crates.length, 'crate-named-twice', 'Each crate can fill only one slot.');
  must(
    crates.every((p) => Number.isInteger(p) && p >= 0 && p < captain.benchOrder.length && !lockedPositions.has(p)),
    'no-such-crate',
    'Name only crates that are still in the shuffle.',
  );
  const correct = crates.map((p, i) => captain.benchOrder[p] === captain.recipe.ingredients[slots[i]]);
  const locked = correct.includes(true) ? ownList(ctx, seat, 'benchLocked') : captain.benchLocked;
  correct.forEach((ok, i) => {
    if (ok) locked[slots[i]] = crates[i];
  });
  ctx.events.push({ type: 'named', seat, crates: [...crates], correct, locked: [...locked] });
  if (openSlots(locked).length === 0) bakeComplete(ctx, seat);
  finishTurn(ctx);
}

/** R51: a baker's time ran out: the unnamed slots count as wrong and the turn ends. */
export function namingTimedOut(ctx: Ctx, seat: number): void {
  ctx.events.push({ type: 'named', seat, crates: [], correct: [], locked: [...ctx.s.captains[seat].benchLocked] });
  finishTurn(ctx);
}

/** R44, R45: every slot is locked: the captain has baked, and the voyage will end with the day. */
function bakeComplete(ctx: Ctx, seat: number): void {
  ownCaptain(ctx, seat).baked = true;
  ctx.s.bakedToday = [...ctx.s.bakedToday, seat];
  ctx.events.push({ type: 'baked', seat });
}
