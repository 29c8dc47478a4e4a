// M8 and M9: the seven actions a merchant chooses from, twice a turn, and what each costs.
import type { Luxury, MerchantAction, MerchantState } from './types';
import { NUMBERS } from './numbers';
import { holdOf } from './board';
import { type MerchantCtx, RuleError, ownLuxuries, ownMerchant, ownShip } from './state';
import { placeOnBoard } from './positions';
import { actionTaken } from './turns';

type Seat = MerchantState['merchants'][number];
type Refusal = { code: string; message: string } | null;

/** M8: what each priced action costs, by its type. */
const PRICES: Partial<Record<MerchantAction['type'], number>> = NUMBERS.prices;

/** M8: whether the ship is at its owner's dock (a ship the merchant does not have is not): Load, Arm, Launch and Repair all need it, so legalActions skips a ship's four when it is away. */
export function isDocked(m: Seat, ship: number): boolean {
  return m.ships[ship]?.at === 'dock';
}

/**
 * M8: the code of the reason an own action is refused now, or null when it is allowed. legalActions asks this of every
 * action shape at every step, so it builds no message; actionRefusal words the reason only when one is given.
 */
export function actionRefusalCode(m: Seat, action: MerchantAction): string | null {
  switch (action.type) {
    case 'load':
      if (!isDocked(m, action.ship)) return 'not-docked';
      if (m.ships[action.ship].cargo >= holdOf(m.ships[action.ship], action.ship)) return 'hold-full';
      return m.coins < NUMBERS.prices.load ? 'cannot-afford' : null;
    case 'arm':
      if (!isDocked(m, action.ship)) return 'not-docked';
      if (m.ships[action.ship].cannons >= NUMBERS.maxCannons) return 'too-many-cannons';
      return m.coins < NUMBERS.prices.arm ? 'cannot-afford' : null;
    case 'launch':
      if (!isDocked(m, action.ship)) return 'not-docked';
      return m.ships[action.ship].cargo < 1 ? 'no-cargo' : null;
    case 'buyLuxury':
      return m.coins < NUMBERS.prices.buyLuxury ? 'cannot-afford' : null;
    case 'buildHut':
      if (m.hut) return 'hut-built';
      return m.coins < NUMBERS.prices.buildHut ? 'cannot-afford' : null;
    case 'repair':
      if (!isDocked(m, action.ship)) return 'not-docked';
      if (m.ships[action.ship].damage < 1) return 'not-damaged';
      return m.coins < NUMBERS.prices.repair ? 'cannot-afford' : null;
    case 'pass':
      return null;
    default:
      return 'wrong-phase';
  }
}

/** M8: the words for a refusal code of actionRefusalCode, naming the figures that refused it. */
function refusalMessage(code: string, m: Seat, action: MerchantAction): string {
  const ship = 'ship' in action ? action.ship : 0;
  switch (code) {
    case 'not-docked':
      return `Ship ${ship} is not at your dock.`;
    case 'hold-full':
      return `The ${NUMBERS.ships[ship].kind} carries at most ${holdOf(m.ships[ship], ship)} Cargo.`;
    case 'cannot-afford':
      return `That costs ${PRICES[action.type]} coins; you have ${m.coins}.`;
    case 'too-many-cannons':
      return `A ship carries at most ${NUMBERS.maxCannons} cannons.`;
    case 'no-cargo':
      return 'A ship needs at least 1 Cargo to launch.';
    case 'hut-built':
      return 'You already have a Dock Hut.';
    case 'not-damaged':
      return 'That ship has no Damage.';
    default:
      return `You cannot ${action.type} while merchants take actions.`;
  }
}

/** M8: why an own action is refused now, or null when it is allowed (legalActions and applyAction share its check). */
export function actionRefusal(s: MerchantState, seat: number, action: MerchantAction): Refusal {
  const m = s.merchants[seat];
  const code = actionRefusalCode(m, action);
  return code === null ? null : { code, message: refusalMessage(code, m, action) };
}

/** M8, M9: takes one own action for the merchant whose actions these are. */
export function takeAction(ctx: MerchantCtx, seat: number, action: MerchantAction): void {
  const refusal = actionRefusal(ctx.s, seat, action);
  if (refusal) throw new RuleError(refusal.code, refusal.message);
  switch (action.type) {
    case 'load': {
      const ship = ownShip(ctx, seat, action.ship);
      ownMerchant(ctx, seat).coins -= NUMBERS.prices.load;
      ship.cargo += 1;
      ctx.events.push({ type: 'loaded', seat, ship: action.ship, cargo: ship.cargo });
      break;
    }
    case 'arm': {
      const ship = ownShip(ctx, seat, action.ship);
      ownMerchant(ctx, seat).coins -= NUMBERS.prices.arm;
      ship.cannons += 1;
      ctx.events.push({ type: 'armed', seat, ship: action.ship, cannons: ship.cannons });
      break;
    }
    case 'launch':
      ctx.events.push({ type: 'launched', seat, ship: action.ship, position: placeOnBoard(ctx, seat, action.ship, 1) });
      break;
    case 'buyLuxury':
      buyLuxury(ctx, seat, action.luxury);
      break;
    case 'buildHut': {
      const m = ownMerchant(ctx, seat);
      m.coins -= NUMBERS.prices.buildHut;
      m.hut = true;
      ctx.events.push({ type: 'hutBuilt', seat });
      break;
    }
    case 'repair': {
      const ship = ownShip(ctx, seat, action.ship);
      ownMerchant(ctx, seat).coins -= NUMBERS.prices.repair;
      ship.damage -= 1;
      ctx.events.push({ type: 'repaired', seat, ship: action.ship, damage: ship.damage });
      break;
    }
    case 'pass':
      ctx.events.push({ type: 'passed', seat });
      break;
  }
  actionTaken(ctx);
}

/** M8 Buy Luxury: the supply is unlimited (M5). */
function buyLuxury(ctx: MerchantCtx, seat: number, luxury: Luxury): void {
  ownLuxuries(ctx, seat)[luxury] += 1;
  ownMerchant(ctx, seat).coins -= NUMBERS.prices.buyLuxury;
  ctx.events.push({ type: 'luxuryBought', seat, luxury });
}
