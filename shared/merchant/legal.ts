// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { actionRefusalCode } from './actions';
import { decisionRefusalCode } from './decisions';

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
  const legal: MerchantAction[] = [];
  if (state.phase === 'actions') {
    const m = state.merchants[seat];
    for (const action of OWN_ACTIONS) if (actionRefusalCode(m, action) === null) legal.push({ ...action });
    return legal;
  }
  for (const answer of voyageAnswers(state.asking!.ship)) if (decisionRefusalCode(state, answer) === null) legal.push(answer);
  return legal;
}
