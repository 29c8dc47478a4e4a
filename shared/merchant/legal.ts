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
      const actions = SHIP_ACTIONS[ship];
      for (let i = 0; i < actions.length; i++) if (actionRefusalCode(m, actions[i]) === null) legal.push(actions[i]);
    }
    if (actionRefusalCode(m, BUY_LUXURIES[0]) === null) for (let i = 0; i < BUY_LUXURIES.length; i++) legal.push(BUY_LUXURIES[i]);
    if (actionRefusalCode(m, BUILD_HUT) === null) legal.push(BUILD_HUT);
    if (actionRefusalCode(m, PASS) === null) legal.push(PASS);
    return legal;
  }
  const answers = VOYAGE_ANSWERS[state.asking!.ship]; // indexed loops: this runs at every step, and an iterator was its main allocation
  for (let i = 0; i < answers.length; i++) if (decisionRefusalCode(state, answers[i]) === null) legal.push(answers[i]);
  return legal;
}
