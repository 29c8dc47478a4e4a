// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { actionRefusalCode, isDocked } from './actions';
import { BUILD_HUT, BUY_LUXURIES, PASS, SHIP_ACTIONS, VOYAGE_ANSWERS } from './cannedActions';
import { decisionRefusalCode } from './decisions';

/** MERCHANT_CONTRACT: every legal action for `seat` now, and nothing else; empty unless the engine waits on that seat. */
export function merchantLegalActions(state: MerchantState, seat: number): MerchantAction[] {
  if (state.phase === 'over' || state.actor !== seat) return [];
  const legal: MerchantAction[] = [];
  if (state.phase === 'actions') {
    const m = state.merchants[seat];
    // each listed action one of the frozen ones above: a list allocates no action
    for (let ship = 0; ship < SHIP_ACTIONS.length; ship++) {
      if (!isDocked(m, ship)) continue; // its four would each be refused as not docked
      for (const action of SHIP_ACTIONS[ship]) if (actionRefusalCode(m, action) === null) legal.push(action);
    }
    if (actionRefusalCode(m, BUY_LUXURIES[0]) === null) for (const buy of BUY_LUXURIES) legal.push(buy);
    if (actionRefusalCode(m, BUILD_HUT) === null) legal.push(BUILD_HUT);
    if (actionRefusalCode(m, PASS) === null) legal.push(PASS);
    return legal;
  }
  for (const action of VOYAGE_ANSWERS[state.asking!.ship]) if (decisionRefusalCode(state, action) === null) legal.push(action);
  return legal;
}
