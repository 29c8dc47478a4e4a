// Merchant Voyages' pacing: how long each event takes to show, read by the server's game clock and the client's animations.
import type { MerchantEvent } from './types';

/** A ship sails one space of a lane in this long at pace 1, as a ship crosses a square in the first game. */
export const SPACE_MS = 350;
/** A Pirate card rises as a pirate ship and its strength is read. */
export const PIRATE_REVEAL_MS = 1400;

/** How long an event takes to show, in milliseconds at pace 1: moves and reveals take time, bookkeeping none. */
export function merchantAnimationMs(event: MerchantEvent): number {
  switch (event.type) {
    case 'launched':
      return 3 * SPACE_MS;
    case 'continued':
      return 2 * SPACE_MS;
    case 'pirateRevealed':
      return PIRATE_REVEAL_MS;
    case 'turnedBack':
      return 1000;
    case 'traded':
    case 'delivered':
    case 'luxuryBought':
    case 'hutBuilt':
      return 800;
    case 'sailedHome':
      return Math.max(1, event.spacesHome) * SPACE_MS;
    case 'roundEnded':
      return 1200;
    default:
      return 0;
  }
}
