// Every action a Merchant seat can take, each built once and frozen: legalActions hands these out, so a list allocates no
// action, and applyAction knows one of them on sight and skips checking its shape.
import type { MerchantAction } from './types';
import { LUXURIES } from './board';
import { NUMBERS } from './numbers';

/** A ship's own action (M8), as legalActions checks it. */
type ShipAction = Extract<MerchantAction, { type: 'load' | 'arm' | 'launch' | 'repair' }>;

/** M8: each ship's own actions (Load, Arm, Launch, Repair), every one refused while the ship is away from its dock, by ship: frozen, handed out as they are. */
export const SHIP_ACTIONS: readonly (readonly ShipAction[])[] = NUMBERS.ships.map((_, ship): ShipAction[] =>
  [{ type: 'load', ship } as const, { type: 'arm', ship } as const, { type: 'launch', ship } as const, { type: 'repair', ship } as const].map((action) => Object.freeze(action)),
);

/** M8 Buy Luxury of each kind, frozen; checked once for all five: the supply is unlimited (M5), so only the price refuses. */
export const BUY_LUXURIES: readonly MerchantAction[] = LUXURIES.map((luxury) => Object.freeze({ type: 'buyLuxury' as const, luxury }));
/** M8 Build Dock Hut, frozen. */
export const BUILD_HUT: MerchantAction = Object.freeze({ type: 'buildHut' });
/** M8 Pass, frozen. */
export const PASS: MerchantAction = Object.freeze({ type: 'pass' });

/** M12 to M14: every Voyage answer about one ship, before checking which are allowed, by ship: frozen, handed out as they are. */
export const VOYAGE_ANSWERS: readonly (readonly MerchantAction[])[] = NUMBERS.ships.map((_, ship) =>
  [{ type: 'trade', ship } as MerchantAction, { type: 'continue', ship } as MerchantAction, ...[...LUXURIES, null].map((luxury): MerchantAction => ({ type: 'deliver', ship, luxury }))].map((action) =>
    Object.freeze(action),
  ),
);

/** Every canned action above: a payload that is one of them is well formed (frozen, so nobody changed it since). */
export const CANNED_ACTIONS: ReadonlySet<unknown> = new Set<unknown>([...SHIP_ACTIONS.flat(), ...BUY_LUXURIES, BUILD_HUT, PASS, ...VOYAGE_ANSWERS.flat()]);
