// Merchant Voyages' events on the wire (shared/table/eventWire.ts): each type's fields in order, as types.ts declares them.
import type { ShapesOf } from '../table/shapedWire';
import type { MerchantEvent } from './types';

/** Every event type's fields, in the order the wire sends them; a new event or field is added here too (eventWire.test checks). */
export const merchantEventShapes = {
  actionsStarted: ['seat', 'deadline'],
  loaded: ['seat', 'ship', 'cargo'],
  armed: ['seat', 'ship', 'cannons'],
  launched: ['seat', 'ship', 'position'],
  luxuryBought: ['seat', 'luxury'],
  hutBuilt: ['seat'],
  repaired: ['seat', 'ship', 'damage'],
  passed: ['seat'],
  voyageStarted: [],
  deckReshuffled: ['deckCount'],
  pirateRevealed: ['segment', 'card', 'sum'],
  turnedBack: ['seat', 'ship', 'segment', 'strength', 'sum', 'damage'],
  decisionAsked: ['seat', 'ship', 'ask', 'segment', 'deadline'],
  continued: ['seat', 'ship', 'segment', 'position'],
  traded: ['seat', 'ship', 'segment', 'coins', 'prestige'],
  delivered: ['seat', 'ship', 'segment', 'luxury', 'prestige'],
  sailedHome: ['seat', 'ship', 'spacesHome'],
  docked: ['seat', 'ship', 'repaired'],
  piratesDiscarded: ['cards'],
  demandRefilled: ['segment', 'slot', 'luxury'],
  anchorPassed: ['seat'],
  roundEnded: ['round'],
  turnStarted: ['round', 'turn', 'anchor', 'coins', 'prestige'],
  timeout: ['seat', 'phase'],
  coinsCounted: ['seat', 'coins', 'prestige'],
  gameOver: ['result'],
  seatUpdated: ['seat'],
  timersRestarted: ['deadline'],
} as const satisfies ShapesOf<MerchantEvent>;
