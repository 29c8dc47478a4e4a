// Whom a Pastry Pirates viewer may cheer: every captain, the baker or the captain acting picked first.
import type { PlayerView } from '../../../shared/pastry/index';
import { useShownView } from './useShownView';
import type { CheerTargets } from '../../shell/audience/CheerBar';

/** The captains of the view on screen, or nobody once the voyage is over: pure, for the hook below and its test. */
export function pastryCheerTargets(view: PlayerView | null): CheerTargets | null {
  if (!view || view.phase === 'over') return null;
  return { names: view.captains.map((c) => c.name), acting: view.bake?.seat ?? view.actor ?? 0 };
}

/** Pastry Pirates' cheer targets, from the view the HUD shows (a held view while a show plays). */
export function usePastryCheerTargets(): CheerTargets | null {
  return pastryCheerTargets(useShownView());
}
