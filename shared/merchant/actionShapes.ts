// Merchant Voyages' actions on the wire (shared/table/privateWire.ts): each type's fields in order, as types.ts declares them.
import type { ShapesOf } from '../table/shapedWire';
import type { MerchantAction } from './types';

/** Every action type's fields, in the order a seat's legal list sends them; a new action or field is added here too (privateWire.test checks). */
export const merchantActionShapes = {
  load: ['ship'],
  arm: ['ship'],
  launch: ['ship'],
  buyLuxury: ['luxury'],
  buildHut: [],
  repair: ['ship'],
  pass: [],
  trade: ['ship'],
  continue: ['ship'],
  deliver: ['ship', 'luxury'],
} as const satisfies ShapesOf<MerchantAction>;
