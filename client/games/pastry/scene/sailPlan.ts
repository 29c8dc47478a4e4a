// R15 to R21: where this seat can sail now, from its legal sails as the engine walks them. The planner glows these squares,
// and the dock rings light the docks among them.
import { useMemo } from 'react';
import type { Action, Dir, PlayerView, Square } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { usePresenting } from '../../../shell/usePresenting';
import { sailPreview } from './engineBridge';
import { usePastryLegal } from '../usePastryLegal';

/** A reachable end square and the route the engine listed for it. */
export type PlannedSquare = { end: Square; route: Dir[]; path: Square[]; upwindLimited: boolean };

/** A square as a map key. */
export const keyOf = ([x, y]: Square) => `${x},${y}`;

const NO_PLAN = new Map<string, PlannedSquare>();
/** Each legal list's plan, worked out once however many parts of the scene ask. */
const plans = new WeakMap<Action[], { view: PlayerView; seat: number; plan: Map<string, PlannedSquare> }>();

/** The reachable squares from this seat's legal sails. */
function planSquares(view: PlayerView, seat: number, legal: Action[]): Map<string, PlannedSquare> {
  const known = plans.get(legal);
  if (known && known.view === view && known.seat === seat) return known.plan;
  const plan = new Map<string, PlannedSquare>();
  const allowance = view.captains[seat].allowance;
  for (const action of legal) {
    if (action.type !== 'sail' || action.route.length === 0) continue;
    const preview = sailPreview(view, seat, action.route);
    if ('error' in preview) continue;
    plan.set(keyOf(preview.end), { end: preview.end, route: action.route, path: preview.path, upwindLimited: action.route.length <= allowance.upwind });
  }
  plans.set(legal, { view, seat, plan });
  return plan;
}

/** Whether you may plan a sail now (your turn, not yet sailed, nothing still playing), and the squares you can reach. */
export function useSailPlan(): { active: boolean; plan: Map<string, PlannedSquare> } {
  const view = useStore((s) => s.view);
  const legal = usePastryLegal();
  const seat = useStore((s) => s.seat);
  const presenting = usePresenting();
  const active = !presenting && !!view && seat !== null && view.actor === seat && view.phase === 'turn' && !view.sailed && legal.some((a) => a.type === 'sail');
  const plan = useMemo(() => (active ? planSquares(view!, seat!, legal) : NO_PLAN), [active, view, seat, legal]);
  return { active, plan };
}
