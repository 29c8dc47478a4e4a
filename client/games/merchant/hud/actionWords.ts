// Each Merchant Voyages action in words with its cost from the numbers table (M8), and the key that gives it.
// Keys: a letter for the Sloop, Shift and the same letter for the Galleon (the bigger ship); digits pick a Luxury.
import type { Luxury, MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import { LUXURIES } from '../../../../shared/merchant/board';
import { NUMBERS } from '../../../../shared/merchant/numbers';
import { SHIP_NAMES } from '../voyageOdds';

/** M8: a price in words: "free", "1 coin", "3 coins". */
export function coinsWord(n: number): string {
  return n === 0 ? 'free' : `${n} coin${n === 1 ? '' : 's'}`;
}

/** M8: the coins an action costs, from the numbers table (0 for the free ones and Voyage answers). */
export function costOf(action: MerchantAction): number {
  switch (action.type) {
    case 'load':
      return NUMBERS.prices.load;
    case 'arm':
      return NUMBERS.prices.arm;
    case 'buyLuxury':
      return NUMBERS.prices.buyLuxury;
    case 'buildHut':
      return NUMBERS.prices.buildHut;
    case 'repair':
      return NUMBERS.prices.repair;
    default:
      return 0;
  }
}

/** An action's name without its price: "Load Galleon", "Deliver Silk". */
export function actionName(action: MerchantAction): string {
  const ship = 'ship' in action ? SHIP_NAMES[action.ship] : '';
  switch (action.type) {
    case 'load':
      return `Load ${ship}`;
    case 'arm':
      return `Arm ${ship}`;
    case 'launch':
      return `Launch ${ship}`;
    case 'repair':
      return `Repair ${ship}`;
    case 'buyLuxury':
      return `Buy ${action.luxury}`;
    case 'buildHut':
      return 'Build Dock Hut';
    case 'pass':
      return 'Pass';
    case 'trade':
      return `Trade here`;
    case 'continue':
      return `Sail on`;
    case 'deliver':
      return action.luxury === null ? 'Deliver nothing' : `Deliver ${action.luxury}`;
  }
}

/** The button's words: its name and, for an own action (M8), its price: "Load Galleon · 1 coin". */
export function actionLabel(action: MerchantAction): string {
  const own = !['trade', 'continue', 'deliver'].includes(action.type);
  return own ? `${actionName(action)} · ${coinsWord(costOf(action))}` : actionName(action);
}

/** What each own action does, in one line, for the button's hover (M8). */
export function actionHint(action: MerchantAction): string {
  switch (action.type) {
    case 'load':
      return `+1 Cargo on your docked ${SHIP_NAMES[action.ship]} (holds ${NUMBERS.ships[action.ship].capacity}, ${NUMBERS.holdPerDamage} less per Damage).`;
    case 'arm':
      return `+1 cannon (+1 Strength) on your ${SHIP_NAMES[action.ship]} for its next voyage only; at most ${NUMBERS.maxCannons}.`;
    case 'launch':
      return `Send your ${SHIP_NAMES[action.ship]} out to the near segment; it sails in this turn's Voyage.`;
    case 'repair':
      return `Remove one Damage from your docked ${SHIP_NAMES[action.ship]}: +1 Strength and +${NUMBERS.holdPerDamage} Cargo it may hold.`;
    case 'buyLuxury':
      return `Take one ${action.luxury}: deliver it where a Demand tile asks for it, for Prestige.`;
    case 'buildHut':
      return 'Once per game: your ships are repaired at your dock, and the hut earns Prestige each round.';
    case 'pass':
      return 'Do nothing with this action.';
    case 'trade':
      return 'Trade here: Coins for your Cargo and this port’s Prestige; then the ship turns for home.';
    case 'continue':
      return 'Sail on to the next segment: richer, but another Pirate card is revealed there.';
    case 'deliver':
      return action.luxury === null ? 'Keep your Luxuries.' : `Hand over one ${action.luxury} for the port’s Prestige again.`;
  }
}

/** A key as the buttons show it and the keyboard reads it. */
export type KeyName = { key: string; shift: boolean };

const SHIP_KEYS: Partial<Record<MerchantAction['type'], string>> = { load: 'l', arm: 'a', launch: 's', repair: 'r' };

/** The key that gives an action (its label is `keyLabel`): L/A/S/R for the Sloop, with Shift for the Galleon, 1-5 Luxuries. */
export function keyOf(action: MerchantAction): KeyName {
  switch (action.type) {
    case 'load':
    case 'arm':
    case 'launch':
    case 'repair':
      return { key: SHIP_KEYS[action.type]!, shift: action.ship === 1 };
    case 'buyLuxury':
      return { key: String(LUXURIES.indexOf(action.luxury) + 1), shift: false };
    case 'deliver':
      return { key: action.luxury === null ? '0' : String(LUXURIES.indexOf(action.luxury) + 1), shift: false };
    case 'buildHut':
      return { key: 'h', shift: false };
    case 'pass':
      return { key: 'p', shift: false };
    case 'trade':
      return { key: 't', shift: false };
    case 'continue':
      return { key: 'c', shift: false };
  }
}

/** How a key reads on a button: "L", "⇧L", "3". */
export function keyLabel(k: KeyName): string {
  return `${k.shift ? '⇧' : ''}${k.key.toUpperCase()}`;
}

/** The action a key press asks for in this view, legal or not (the caller sends it, queues it or says why not), or null for an unused key. */
export function actionForKey(key: string, shift: boolean, view: MerchantPlayerView): MerchantAction | null {
  const k = key.toLowerCase();
  const ship = shift ? 1 : 0;
  const asked = view.asking?.ship ?? ship;
  const digit = /^[0-5]$/.test(k) ? Number(k) : null;
  if (k === 't') return { type: 'trade', ship: asked };
  if (k === 'c') return { type: 'continue', ship: asked };
  if (digit !== null && view.asking?.ask === 'deliver') return { type: 'deliver', ship: asked, luxury: digit === 0 ? null : (LUXURIES[digit - 1] as Luxury) };
  if (k === 'l') return { type: 'load', ship };
  if (k === 'a') return { type: 'arm', ship };
  if (k === 's') return { type: 'launch', ship };
  if (k === 'r') return { type: 'repair', ship };
  if (k === 'h') return { type: 'buildHut' };
  if (k === 'p') return { type: 'pass' };
  if (digit !== null && digit > 0) return { type: 'buyLuxury', luxury: LUXURIES[digit - 1] as Luxury };
  return null;
}

/** Two actions are the same order (the legal list holds plain objects, so compare by shape). */
export function sameAction(a: MerchantAction, b: MerchantAction): boolean {
  const field = (x: MerchantAction, name: 'ship' | 'luxury') => (name in x ? (x as Record<string, unknown>)[name] : undefined);
  return a.type === b.type && field(a, 'ship') === field(b, 'ship') && field(a, 'luxury') === field(b, 'luxury');
}
