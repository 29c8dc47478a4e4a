// Every action a Merchant seat can take, each canned once (shared/table/canned.ts): legalActions hands these out.
import type { MerchantAction } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';
import { cannedAction } from '../table/canned';

/** A ship's own action (M8), as legalActions checks it. */
type ShipAction = Extract<MerchantAction, { type: 'load' | 'arm' | 'launch' | 'repair' }>;

/** M8: each ship's own actions (Load, Arm, Launch, Repair), every one refused while the ship is away from its dock, by ship: frozen, handed out as they are. */
export const SHIP_ACTIONS: readonly (readonly ShipAction[])[] = NUMBERS.ships.map((_, ship): ShipAction[] =>
  [{ type: 'load', ship } as const, { type: 'arm', ship } as const, { type: 'launch', ship } as const, { type: 'repair', ship } as const].map((action) => cannedAction(action)),
);

/** M8 Buy Luxury of each kind, frozen; checked once for all five: the supply is unlimited (M5), so only the price refuses. */
export const BUY_LUXURIES: readonly MerchantAction[] = LUXURIES.map((luxury) => cannedAction({ type: 'buyLuxury' as const, luxury }));
/** M8 Build Dock Hut, frozen. */
export const BUILD_HUT: MerchantAction = cannedAction({ type: 'buildHut' });
/** M8 Pass, frozen. */
export const PASS: MerchantAction = cannedAction({ type: 'pass' });

/** M12 to M14: every Voyage answer about one ship, before checking which are allowed, by ship: frozen, handed out as they are. */
export const VOYAGE_ANSWERS: readonly (readonly MerchantAction[])[] = NUMBERS.ships.map((_, ship) =>
  [{ type: 'trade', ship } as MerchantAction, { type: 'continue', ship } as MerchantAction, ...[...LUXURIES, null].map((luxury): MerchantAction => ({ type: 'deliver', ship, luxury }))].map((action) =>
    cannedAction(action),
  ),
);
