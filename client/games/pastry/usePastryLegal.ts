// This seat's legal list and queued order from the shell's store, as Pastry actions (pastryLegal.ts narrows them).
import type { Action } from '../../../shared/pastry/index';
import { useStore } from '../../shell/store';

/** This seat's legal list as Pastry actions (empty while the bits for the step on screen are on their way). */
export function usePastryLegal(): Action[] {
  return useStore((s) => s.legal) as Action[];
}

/** The order waiting for the show to end, as a Pastry action, or null. */
export function usePastryQueuedOrder(): Action | null {
  return useStore((s) => s.queuedOrder) as Action | null;
}
