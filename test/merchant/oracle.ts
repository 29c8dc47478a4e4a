// An oracle for the property test that shares no code with the engine's refusal checks: which actions the rules allow (M8,
// M12 to M14), written again from docs/rules/MERCHANT_RULES.md, and what each accepted action must have done (coins paid, Cargo added, ship placed).
import type { Luxury, MerchantAction, MerchantEvent, MerchantState } from '../../shared/merchant/index';
import { LAST_SEGMENT } from '../../shared/merchant/board';
import { NUMBERS } from '../../shared/merchant/numbers';

/** Fails the property with a message. */
function ensure(condition: boolean, message: string): void {
  if (!condition) throw new Error(`oracle: ${message}`);
}

/** M8, M12 to M14, from the rules' text: may `seat` take `action` in `s`? */
export function rulesAllow(s: MerchantState, seat: number, action: MerchantAction): boolean {
  if (s.phase === 'over' || s.actor !== seat) return false;
  const m = s.merchants[seat];
  if (s.phase === 'actions') {
    const ship = 'ship' in action ? m.ships[action.ship] : undefined;
    const docked = ship?.at === 'dock';
    switch (action.type) {
      case 'load':
        return docked && ship!.cargo + NUMBERS.holdPerDamage * ship!.damage < NUMBERS.ships[action.ship].capacity && m.coins >= NUMBERS.prices.load; // M4: a damaged hold is smaller
      case 'arm':
        return docked && ship!.cannons < NUMBERS.maxCannons && m.coins >= NUMBERS.prices.arm;
      case 'launch':
        return docked && ship!.cargo >= 1;
      case 'repair':
        return docked && ship!.damage >= 1 && m.coins >= NUMBERS.prices.repair;
      case 'buyLuxury':
        return m.coins >= NUMBERS.prices.buyLuxury;
      case 'buildHut':
        return !m.hut && m.coins >= NUMBERS.prices.buildHut;
      case 'pass':
        return true;
      default:
        return false;
    }
  }
  const asking = s.asking!;
  if (!('ship' in action) || action.ship !== asking.ship) return false;
  if (action.type === 'trade') return asking.ask === 'route';
  if (action.type === 'continue') return asking.ask === 'route' && asking.segment < LAST_SEGMENT;
  if (action.type !== 'deliver' || asking.ask !== 'deliver') return false;
  return action.luxury === null || (m.luxuries[action.luxury] > 0 && s.segments[asking.segment - 1].demand.includes(action.luxury));
}

/** The first event of a type, which must be there. */
function first<T extends MerchantEvent['type']>(events: MerchantEvent[], type: T): Extract<MerchantEvent, { type: T }> {
  const e = events.find((x): x is Extract<MerchantEvent, { type: T }> => x.type === type);
  ensure(e !== undefined, `no ${type} event`);
  return e!;
}

/** M8, M13: the position a ship launched or continuing into `segment` must take: its owner's, else the lowest no other ship holds. */
function expectedPosition(s: MerchantState, seat: number, segment: number): number {
  const here = s.merchants.flatMap((m) => m.ships.filter((sh) => sh.at === 'board' && sh.segment === segment).map((sh) => ({ seat: m.seat, at: sh.position! })));
  const own = here.find((h) => h.seat === seat);
  if (own) return own.at;
  let p = 1;
  while (here.some((h) => h.at === p)) p++;
  return p;
}

/** What an accepted action must have done, from the state before and the state and events after. */
export function checkEffects(before: MerchantState, seat: number, action: MerchantAction, after: MerchantState, events: MerchantEvent[]): void {
  const was = before.merchants[seat];
  const now = after.merchants[seat];
  // before a Voyage or the End of Turn, nothing else has touched the merchant since the action
  const settled = !events.some((e) => e.type === 'voyageStarted' || e.type === 'anchorPassed');
  const paid = (price: number) => ensure(!settled || now.coins === was.coins - price, `${action.type} cost ${was.coins - now.coins}, not ${price}`);
  const luxuriesAfter = (luxury: Luxury, change: number) => ensure(now.luxuries[luxury] === was.luxuries[luxury] + change, `${luxury} count ${now.luxuries[luxury]}`);
  switch (action.type) {
    case 'load':
      paid(NUMBERS.prices.load);
      ensure(first(events, 'loaded').cargo === was.ships[action.ship].cargo + 1, 'load adds one Cargo');
      if (settled) ensure(now.ships[action.ship].cargo === was.ships[action.ship].cargo + 1, 'the Cargo is aboard');
      break;
    case 'arm':
      paid(NUMBERS.prices.arm);
      ensure(first(events, 'armed').cannons === was.ships[action.ship].cannons + 1, 'arm adds one cannon');
      break;
    case 'launch': {
      paid(0);
      const position = first(events, 'launched').position;
      ensure(position === expectedPosition(before, seat, 1), `launched to position ${position}`);
      if (settled) ensure(now.ships[action.ship].at === 'board' && now.ships[action.ship].segment === 1 && now.ships[action.ship].facing === 'right', 'the ship is in segment 1, facing right');
      break;
    }
    case 'buyLuxury':
      paid(NUMBERS.prices.buyLuxury);
      luxuriesAfter(action.luxury, 1);
      break;
    case 'buildHut':
      paid(NUMBERS.prices.buildHut);
      ensure(now.hut && !was.hut, 'a Dock Hut is built');
      break;
    case 'repair':
      paid(NUMBERS.prices.repair);
      ensure(first(events, 'repaired').damage === was.ships[action.ship].damage - 1, 'repair removes one Damage');
      break;
    case 'pass':
      paid(0);
      if (settled) ensure(JSON.stringify(now) === JSON.stringify(was), 'a pass changes nothing');
      break;
    case 'trade': {
      const segment = before.asking!.segment;
      const traded = first(events, 'traded');
      ensure(traded.segment === segment && traded.coins === was.ships[action.ship].cargo * NUMBERS.segments[segment - 1].coins, 'M14 Cargo times the Coin icons');
      ensure(traded.prestige === NUMBERS.segments[segment - 1].prestige, 'M14 the printed Prestige');
      const alone = !events.some((e) => e.type === 'roundEnded' || e.type === 'delivered' || (e.type === 'traded' && e !== traded && e.seat === seat));
      if (alone) ensure(now.coins === was.coins + traded.coins && now.prestige === was.prestige + traded.prestige, 'M14 the trade is paid to its merchant');
      break;
    }
    case 'continue': {
      const segment = before.asking!.segment + 1;
      ensure(first(events, 'continued').segment === segment, 'M13 one segment right');
      ensure(first(events, 'continued').position === expectedPosition(before, seat, segment), "M13 the continuing ship's position");
      break;
    }
    case 'deliver': {
      const delivered = first(events, 'delivered');
      const reward = action.luxury === null ? 0 : NUMBERS.segments[before.asking!.segment - 1].prestige;
      ensure(delivered.prestige === reward && delivered.luxury === action.luxury, 'M14 the Luxury reward');
      if (action.luxury !== null) luxuriesAfter(action.luxury, -1);
      if (!events.some((e) => e.type === 'roundEnded' || (e.type === 'traded' && e.seat === seat))) ensure(now.prestige === was.prestige + reward, 'M14 the reward is scored');
      break;
    }
  }
}
