// The engine's public face (docs/rules/CONTRACT.md) and nothing else.
export { createVoyage, applyAction, tick, updateSeat, restartTimers, DEFAULT_OPTIONS } from './engine';
export type { SeatPatch } from './engine';
export { viewFor } from './view';
export { legalActions } from './legal';
export { parseAction, actionSchema } from './protocol';
export type * from './types';
