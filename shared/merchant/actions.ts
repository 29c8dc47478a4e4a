// M8 and M9: the seven actions a merchant chooses from, twice a turn, and what each costs.
import type { Luxury, MerchantAction, MerchantState } from './types';
import { NUMBERS } from './numbers';
import { holdOf } from './board';
import { type MerchantCtx, RuleError } from './state';
import { placeOnBoard } from './positions';
import { actionTaken } from './turns';

type Seat = MerchantState['merchants'][number];
type Refusal = { code: string; message: string } | null;

/** M8: a price the merchant cannot pay. (Module functions, not closures per call: this check runs for every legal action.) */
function cost(m: Seat, price: number): Refusal {
  return m.coins < price ? { code: 'cannot-afford', message: `That costs ${price} coins; you have ${m.coins}.` } : null;
}

/** M8: a ship that is not at its owner's dock. */
function docked(m: Seat, ship: number): Refusal {
  return m.ships[ship]?.at === 'dock' ? null : { code: 'not-docked', message: `Ship ${ship} is not at your dock.` };
}

/** M4, M8: a hold with no room for more Cargo. */
function holdFull(m: Seat, ship: number): Refusal {
  const hold = holdOf(m.ships[ship], ship);
  return m.ships[ship].cargo >= hold ? { code: 'hold-full', message: `The ${NUMBERS.ships[ship].kind} carries at most ${hold} Cargo.` } : null;
}

/** M8: why an own action is refused now, or null when it is allowed (legalActions and applyAction share this check). */
export function actionRefusal(s: MerchantState, seat: number, action: MerchantAction): Refusal {
  const m = s.merchants[seat];
  switch (action.type) {
    case 'load':
      return docked(m, action.ship) ?? holdFull(m, action.ship) ?? cost(m, NUMBERS.prices.load);
    case 'arm':
      return (
        docked(m, action.ship) ??
        (m.ships[action.ship].cannons >= NUMBERS.maxCannons ? { code: 'too-many-cannons', message: `A ship carries at most ${NUMBERS.maxCannons} cannons.` } : cost(m, NUMBERS.prices.arm))
      );
    case 'launch':
      return docked(m, action.ship) ?? (m.ships[action.ship].cargo < 1 ? { code: 'no-cargo', message: 'A ship needs at least 1 Cargo to launch.' } : null);
    case 'buyLuxury':
      return cost(m, NUMBERS.prices.buyLuxury);
    case 'buildHut':
      return m.hut ? { code: 'hut-built', message: 'You already have a Dock Hut.' } : cost(m, NUMBERS.prices.buildHut);
    case 'repair':
      return docked(m, action.ship) ?? (m.ships[action.ship].damage < 1 ? { code: 'not-damaged', message: 'That ship has no Damage.' } : cost(m, NUMBERS.prices.repair));
    case 'pass':
      return null;
    default:
      return { code: 'wrong-phase', message: `You cannot ${action.type} while merchants take actions.` };
  }
}

/** M8, M9: takes one own action for the merchant whose actions these are. */
export function takeAction(ctx: MerchantCtx, seat: number, action: MerchantAction): void {
  const refusal = actionRefusal(ctx.s, seat, action);
  if (refusal) throw new RuleError(refusal.code, refusal.message);
  const m = ctx.s.merchants[seat];
  switch (action.type) {
    case 'load':
      m.coins -= NUMBERS.prices.load;
      m.ships[action.ship].cargo += 1;
      ctx.events.push({ type: 'loaded', seat, ship: action.ship, cargo: m.ships[action.ship].cargo });
      break;
    case 'arm':
      m.coins -= NUMBERS.prices.arm;
      m.ships[action.ship].cannons += 1;
      ctx.events.push({ type: 'armed', seat, ship: action.ship, cannons: m.ships[action.ship].cannons });
      break;
    case 'launch':
      ctx.events.push({ type: 'launched', seat, ship: action.ship, position: placeOnBoard(ctx, seat, action.ship, 1) });
      break;
    case 'buyLuxury':
      buyLuxury(ctx, seat, action.luxury);
      break;
    case 'buildHut':
      m.coins -= NUMBERS.prices.buildHut;
      m.hut = true;
      ctx.events.push({ type: 'hutBuilt', seat });
      break;
    case 'repair':
      m.coins -= NUMBERS.prices.repair;
      m.ships[action.ship].damage -= 1;
      ctx.events.push({ type: 'repaired', seat, ship: action.ship, damage: m.ships[action.ship].damage });
      break;
    case 'pass':
      ctx.events.push({ type: 'passed', seat });
      break;
  }
  actionTaken(ctx);
}

/** M8 Buy Luxury: the supply is unlimited (M5). */
function buyLuxury(ctx: MerchantCtx, seat: number, luxury: Luxury): void {
  const m = ctx.s.merchants[seat];
  m.coins -= NUMBERS.prices.buyLuxury;
  m.luxuries[luxury] += 1;
  ctx.events.push({ type: 'luxuryBought', seat, luxury });
}
