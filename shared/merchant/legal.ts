// legalActions: every action a seat may take now, found by the same checks applyAction runs.
import type { MerchantAction, MerchantState } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { actionRefusalCode } from './actions';
import { decisionRefusalCode } from './decisions';

/** An action shape to check, with a maker of the fresh copy legalActions hands out (a literal of one shape each: a spread of mixed shapes was a tenth of a step). */
type Candidate = { action: MerchantAction; fresh: () => MerchantAction };

/** M8: every own action shape, before checking which are allowed. */
const OWN_ACTIONS: readonly Candidate[] = [
  ...NUMBERS.ships.flatMap((_, ship): Candidate[] => [
    { action: { type: 'load', ship }, fresh: () => ({ type: 'load', ship }) },
    { action: { type: 'arm', ship }, fresh: () => ({ type: 'arm', ship }) },
    { action: { type: 'launch', ship }, fresh: () => ({ type: 'launch', ship }) },
    { action: { type: 'repair', ship }, fresh: () => ({ type: 'repair', ship }) },
  ]),
  ...LUXURIES.map((luxury): Candidate => ({ action: { type: 'buyLuxury', luxury }, fresh: () => ({ type: 'buyLuxury', luxury }) })),
  { action: { type: 'buildHut' }, fresh: () => ({ type: 'buildHut' }) },
  { action: { type: 'pass' }, fresh: () => ({ type: 'pass' }) },
];

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
    for (const { action, fresh } of OWN_ACTIONS) if (actionRefusalCode(m, action) === null) legal.push(fresh());
    return legal;
  }
  for (const { action, fresh } of VOYAGE_ANSWERS[state.asking!.ship]) if (decisionRefusalCode(state, action) === null) legal.push(fresh());
  return legal;
}
