// Merchant Voyages' hooks for the shell's store and net layer: small and eager; its table reads the room, animates its
// events and words its own log itself (lazily loaded), from its part of the store (merchantSlice.ts).
import type { MerchantEvent } from '../../../shared/merchant/types';
import { keepsNothing, tableErrorWords, type ShellGameHooks } from '../../shell/gameHooks';
import { prefersReducedMotion } from '../../shell/reducedMotion';
import { tellNotSent } from './merchantSlice';
import { merchantMirrorOf } from './fromMirror';
import type { TimedMerchantEvent } from './tableProps';

/** Merchant Voyages' refusals that the table's own words do not cover. */
const MERCHANT_ERROR_WORDS: Record<string, string> = {
  'cannot-afford': "Your purse can't cover that.",
};

/** What the shell asks of Merchant Voyages as a room's messages arrive. */
export const merchantHooks: ShellGameHooks = {
  fromRoom: keepsNothing, // its folder reads `room.view` (MerchantRoom.tsx)
  fromPrivate: keepsNothing, // its table reads the legal list the shell keeps
  showing: keepsNothing, // its table reads the show's timeline itself (show/useShow.ts)
  shown: keepsNothing,
  deadline: (room) => merchantMirrorOf(room)?.deadline ?? null, // M16, M40: the two actions' or a Voyage decision's
  ended: () => false, // its end screen leaves the toasts where they are
  // A step's events go on the show's one timeline, each stamped with its time there (reduced motion plays the show three
  // times as fast), and into its part of the store as they came.
  events: (m, store) => {
    const scale = prefersReducedMotion() ? 1 / 3 : 1;
    const list = m.events.map((e) => ({ ...e })) as TimedMerchantEvent[];
    store.addEvents(
      list,
      m.serverNow,
      list.map((e) => ({ line: null, ms: Math.max(0, e.ms) * scale })),
    );
    store.set({ tableEvents: { seq: m.seq, list } });
  },
  history: (m, store) => store.set({ tableStory: m.events as MerchantEvent[] }), // its table words its own log
  errorWords: (code, fallback) => MERCHANT_ERROR_WORDS[code] ?? tableErrorWords(code, fallback),
  refused: () => undefined, // no order here is given in parts
  notSent: tellNotSent, // its HUD words it beside the show's caption (hud/useOrders.ts)
};
