// Merchant Voyages' hooks for the shell's store and net layer: small and eager; its table reads the room itself (lazily).
import type { ShellGameHooks } from '../../shell/gameHooks';

/** What the shell asks of Merchant Voyages as a room's messages arrive. */
export const merchantHooks: ShellGameHooks = {
  view: () => null, // its folder reads `room.merchant` (MerchantRoom.tsx)
};
