// R42: the baker's picks for this naming, shared by the HUD bench and the 3D bench: a crate per open recipe slot, in
// order, sent to the server once every open slot has one.
import { openSlots } from '../../../shared/pastry/rules/bakeShow';
import { positionsAfter, showAt } from './bakeTimeline';
import { sendAction } from './pastryOrders';
import { useStore } from '../../shell/store';

/** Picks the crate that started at `crate` for the next open slot; ignored unless you are naming and it is free. */
export function pickCrate(crate: number): void {
  const s = useStore.getState();
  const view = s.view;
  const bake = view?.bake;
  if (!view || !bake || view.you !== bake.seat || view.actor !== view.you) return;
  if (showAt(bake, Date.now() + s.skew - bake.startedAt).stage !== 'name') return;
  const open = openSlots(bake.locked).length;
  const position = positionsAfter(bake.crates, bake.swaps, bake.swaps.length)[crate];
  if (s.bakePicks.length >= open || bake.locked.includes(position) || s.bakePicks.includes(position)) return;
  const picks = [...s.bakePicks, position];
  s.set({ bakePicks: picks });
  if (picks.length === open) sendAction({ type: 'name', crates: picks });
}
