// Merchant Voyages' public face (docs/rules/MERCHANT_CONTRACT.md): its engine entry points, its action parser and its types.
export { createMerchantVoyage, MERCHANT_DEFAULT_OPTIONS } from './setup';
export { applyMerchantAction } from './engine';
export { tickMerchant } from './timers';
export { updateMerchantSeat, restartMerchantTimers, type MerchantSeatPatch } from './seats';
export { merchantViewFor } from './view';
export { merchantLegalActions } from './legal';
export { parseMerchantAction, merchantActionSchema } from './protocol';
export type * from './types';
