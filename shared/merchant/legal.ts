// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { actionRefusalCode, isDocked } from './actions';
import { decisionRefusalCode } from './decisions';

/** A ship's own action (M8), as legalActions checks it. */
type ShipAction = Extract<MerchantAction, { type: 'load' | 'arm' | 'launch' | 'repair' }>;

/** M8: each ship's own actions (Load, Arm, Launch, Repair), every one refused while the ship is away from its dock, by ship: frozen, handed out as they are. */
const SHIP_ACTIONS: readonly (readonly ShipAction[])[] = NUMBERS.ships.map((_, ship): ShipAction[] =>
  [{ type: 'load', ship } as const, { type: 'arm', ship } as const, { type: 'launch', ship } as const, { type: 'repair', ship } as const].map((action) => Object.freeze(action)),
);

/** M8 Buy Luxury of each kind, frozen; checked once for all five: the supply is unlimited (M5), so only the price refuses. */
const BUY_LUXURIES: readonly MerchantAction[] = LUXURIES.map((luxury) => Object.freeze({ type: 'buyLuxury' as const, luxury }));
/** M8 Build Dock Hut, frozen. */
const BUILD_HUT: MerchantAction = Object.freeze({ type: 'buildHut' });
/** M8 Pass, frozen. */
const PASS: MerchantAction = Object.freeze({ type: 'pass' });

/** M12 to M14: every Voyage answer about one ship, before checking which are allowed, by ship: frozen, handed out as they are. */
const VOYAGE_ANSWERS: readonly (readonly MerchantAction[])[] = NUMBERS.ships.map((_, ship) =>
  [{ type: 'trade', ship } as MerchantAction, { type: 'continue', ship } as MerchantAction, ...[...LUXURIES, null].map((luxury): MerchantAction => ({ type: 'deliver', ship, luxury }))].map((action) =>
    Object.freeze(action),
  ),
);

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
    if (actionRefusalCode(m, BUY_LUXURIES[0]) === null) legal.push(...BUY_LUXURIES);
    if (actionRefusalCode(m, BUILD_HUT) === null) legal.push(BUILD_HUT);
    if (actionRefusalCode(m, PASS) === null) legal.push(PASS);
    return legal;
  }
  for (const action of VOYAGE_ANSWERS[state.asking!.ship]) if (decisionRefusalCode(state, action) === null) legal.push(action);
  return legal;
}
