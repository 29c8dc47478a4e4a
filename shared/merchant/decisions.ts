// M12 to M14: which Voyage answers the owner may give about the ship they are asked about (legalActions and applyAction share this).
import type { MerchantAction, MerchantState } from './types';
import { deliverable } from './demand';

/** M12 to M14: why a Voyage answer is refused now, or null when it is allowed. */
export function decisionRefusal(s: MerchantState, action: MerchantAction): { code: string; message: string } | null {
  const asking = s.asking!;
  if (action.type !== 'trade' && action.type !== 'continue' && action.type !== 'deliver') {
    return { code: 'wrong-phase', message: `You cannot ${action.type} during the Voyage.` };
  }
  if (action.ship !== asking.ship) return { code: 'not-this-ship', message: `The Voyage asks about your ship ${asking.ship}, not ship ${action.ship}.` };
  if (action.type === 'deliver') {
    if (asking.ask !== 'deliver') return { code: 'wrong-phase', message: 'First choose to trade or continue.' };
    if (action.luxury !== null && !deliverable(s, asking.seat, asking.segment).includes(action.luxury)) {
      return { code: 'no-match', message: `You have no ${action.luxury} matching a Demand tile here.` };
    }
    return null;
  }
  if (asking.ask !== 'route') return { code: 'wrong-phase', message: 'The ship has traded; choose a Luxury to deliver, or none.' };
  return null;
}
