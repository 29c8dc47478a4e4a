// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { actionRefusal } from './actions';
import { decisionRefusal } from './decisions';

/** M8: every own action shape, before checking which are allowed. */
const OWN_ACTIONS: readonly MerchantAction[] = [
  ...NUMBERS.ships.flatMap((_, ship) => [{ type: 'load', ship } as const, { type: 'arm', ship } as const, { type: 'launch', ship } as const, { type: 'repair', ship } as const]),
  ...LUXURIES.map((luxury) => ({ type: 'buyLuxury', luxury }) as const),
  { type: 'buildHut' },
  { type: 'pass' },
];

/** M12 to M14: every Voyage answer about one ship, before checking which are allowed. */
function voyageAnswers(ship: number): MerchantAction[] {
  return [{ type: 'trade', ship }, { type: 'continue', ship }, ...LUXURIES.map((luxury) => ({ type: 'deliver', ship, luxury }) as const), { type: 'deliver', ship, luxury: null }];
}

/** MERCHANT_CONTRACT: every legal action for `seat` now, and nothing else; empty unless the engine waits on that seat. */
export function merchantLegalActions(state: MerchantState, seat: number): MerchantAction[] {
  if (state.phase === 'over' || state.actor !== seat) return [];
  if (state.phase === 'actions') return OWN_ACTIONS.filter((a) => actionRefusal(state, seat, a) === null).map((a) => ({ ...a }));
  return voyageAnswers(state.asking!.ship).filter((a) => decisionRefusal(state, a) === null);
}
