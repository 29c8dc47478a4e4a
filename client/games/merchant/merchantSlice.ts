// Merchant Voyages' part of the shell's store: the latest step's events and the story so far as the room told them (its
// table animates and words them itself), and the orders the shell's queue did not send (shell/orders.ts), for its HUD to
// word beside the show's caption for a few seconds. Its hooks (shellHooks.ts) feed it.
import type { MerchantEvent } from '../../../shared/merchant/types';
import type { GameSlice } from '../../shell/clientGame';
import type { Store } from '../../shell/storeTypes';
import type { TableAction } from '../../shell/tableAction';
import { eventId } from '../../shell/eventId';

/** An order not sent: given when it did not fit (`now`), or waiting and no longer fitting when due. */
export type NotSent = { id: number; action: TableAction; when: 'now' | 'due' };

/** The fields only Merchant Voyages reads. */
export type MerchantSlice = {
  tableEvents: { seq: number; list: (MerchantEvent & { ms: number })[] }; // the latest step's events, stamped with their time on the show's timeline (tableProps.ts' TimedMerchantEvent)
  tableStory: MerchantEvent[]; // the story so far as the room told it on joining
  merchantNotSent: NotSent[];
};

declare module '../../shell/gameSlices' {
  /** Merchant Voyages' part of the shell's store. */
  interface GameSlices extends MerchantSlice {}
}

/** Merchant Voyages' part of the store, forgotten with the room. */
export const merchantSlice: GameSlice<MerchantSlice> = {
  start: { tableEvents: { seq: 0, list: [] }, tableStory: [], merchantNotSent: [] },
  forgetOnJoining: ['tableEvents', 'tableStory', 'merchantNotSent'],
  forgetOnLeaving: ['tableEvents', 'tableStory', 'merchantNotSent'],
};

/** How long the HUD tells of an order not sent. */
const NOTICE_MS = 4500;

/** Tells of an order not sent: the last three at most, each for a few seconds. */
export function tellNotSent(action: TableAction, store: Store, when: NotSent['when']): void {
  const id = eventId();
  store.set((s) => ({ merchantNotSent: [...s.merchantNotSent.slice(-2), { id, action, when }] }));
  setTimeout(() => store.set((s) => ({ merchantNotSent: s.merchantNotSent.filter((n) => n.id !== id) })), NOTICE_MS);
}
