// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { actionRefusalCode, isDocked } from './actions';
import { decisionRefusalCode } from './decisions';

/** A Voyage answer to check, with a maker of the fresh copy legalActions hands out (a literal of one shape each: a spread of mixed shapes was a tenth of a step). */
type Candidate = { action: MerchantAction; fresh: () => MerchantAction };

/** A ship's own action (M8), as legalActions checks it. */
type ShipAction = Extract<MerchantAction, { type: 'load' | 'arm' | 'launch' | 'repair' }>;

/** M8: each ship's own actions (Load, Arm, Launch, Repair), every one refused while the ship is away from its dock, by ship. */
const SHIP_ACTIONS: readonly (readonly ShipAction[])[] = NUMBERS.ships.map((_, ship): ShipAction[] => [
  { type: 'load', ship },
  { type: 'arm', ship },
  { type: 'launch', ship },
  { type: 'repair', ship },
]);

/** M8 Buy Luxury, checked once for all five kinds: the supply is unlimited (M5), so only the price refuses. */
const BUY_LUXURY: MerchantAction = { type: 'buyLuxury', luxury: LUXURIES[0] };
/** M8 Build Dock Hut, as legalActions checks it. */
const BUILD_HUT: MerchantAction = { type: 'buildHut' };
/** M8 Pass, as legalActions checks it. */
const PASS: MerchantAction = { type: 'pass' };

/** M12 to M14: every Voyage answer about one ship, before checking which are allowed, by ship. */
const VOYAGE_ANSWERS: readonly (readonly Candidate[])[] = NUMBERS.ships.map((_, ship) => [
  { action: { type: 'trade', ship }, fresh: () => ({ type: 'trade', ship }) },
  { action: { type: 'continue', ship }, fresh: () => ({ type: 'continue', ship }) },
  ...[...LUXURIES, null].map((luxury): Candidate => ({ action: { type: 'deliver', ship, luxury }, fresh: () => ({ type: 'deliver', ship, luxury }) })),
]);

/** MERCHANT_CONTRACT: every legal action for `seat` now, and nothing else; empty unless the engine waits on that seat. */
export function merchantLegalActions(state: MerchantState, seat: number): MerchantAction[] {
  if (state.phase === 'over' || state.actor !== seat) return [];
  const legal: MerchantAction[] = [];
  if (state.phase === 'actions') {
    const m = state.merchants[seat];
    // each listed action a fresh literal of its one shape (a spread of mixed shapes was a tenth of a step)
    for (let ship = 0; ship < SHIP_ACTIONS.length; ship++) {
      if (!isDocked(m, ship)) continue; // its four would each be refused as not docked
      for (const action of SHIP_ACTIONS[ship]) if (actionRefusalCode(m, action) === null) legal.push({ type: action.type, ship });
    }
    if (actionRefusalCode(m, BUY_LUXURY) === null) for (const luxury of LUXURIES) legal.push({ type: 'buyLuxury', luxury });
    if (actionRefusalCode(m, BUILD_HUT) === null) legal.push({ type: 'buildHut' });
    if (actionRefusalCode(m, PASS) === null) legal.push({ type: 'pass' });
    return legal;
  }
  for (const { action, fresh } of VOYAGE_ANSWERS[state.asking!.ship]) if (decisionRefusalCode(state, action) === null) legal.push(fresh());
  return legal;
}
