// M12 to M14: which Voyage answers the owner may give about the ship they are asked about (legalActions and applyAction share this).
import type { MerchantAction, MerchantState } from './types';
import { canDeliver } from './demand';

/**
 * M12 to M14: the code of the reason a Voyage answer is refused now, or null when it is allowed. legalActions asks this of
 * every answer at every decision, so it builds no message; decisionRefusal words the reason only when one is given.
 */
export function decisionRefusalCode(s: MerchantState, action: MerchantAction): string | null {
  const asking = s.asking!;
  if (action.type !== 'trade' && action.type !== 'continue' && action.type !== 'deliver') return 'wrong-phase';
  if (action.ship !== asking.ship) return 'not-this-ship';
  if (action.type === 'deliver') {
    if (asking.ask !== 'deliver') return 'wrong-phase';
    if (action.luxury !== null && !canDeliver(s, asking.seat, asking.segment, action.luxury)) return 'no-match';
    return null;
  }
  return asking.ask !== 'route' ? 'wrong-phase' : null;
}

/** M12 to M14: why a Voyage answer is refused now, or null when it is allowed. */
export function decisionRefusal(s: MerchantState, action: MerchantAction): { code: string; message: string } | null {
  const code = decisionRefusalCode(s, action);
  if (code === null) return null;
  const asking = s.asking!;
  switch (code) {
    case 'not-this-ship':
      return { code, message: `The Voyage asks about your ship ${asking.ship}, not ship ${(action as { ship: number }).ship}.` };
    case 'no-match':
      return { code, message: `You have no ${(action as { luxury: string }).luxury} matching a Demand tile here.` };
    default:
      if (action.type !== 'trade' && action.type !== 'continue' && action.type !== 'deliver') return { code, message: `You cannot ${action.type} during the Voyage.` };
      return { code, message: action.type === 'deliver' ? 'First choose to trade or continue.' : 'The ship has traded; choose a Luxury to deliver, or none.' };
  }
}
