// The seam between the client shell and Merchant Voyages' table: what the shell hands the game's lazily loaded UI.
// The shell owns the room, the net layer and the store; the game's scene and HUD read only these props.
import type { ReactNode } from 'react';
import type { MerchantAction, MerchantEvent, MerchantPlayerView } from '../../../shared/merchant/types';
import type { Predictor } from '../../shell/audience/BestPredictors';
import type { NotSent } from './merchantSlice';

/** A public event as the room broadcasts it: wall times, and how long it takes to show (ms, already scaled by the room's pace). */
export type TimedMerchantEvent = MerchantEvent & { ms: number };

/** A captain's emote, or an audience member's cheer, floating over a merchant's dock for a moment (the shell's store keeps them). */
export type FloatingEmote = { id: number; seat: number; emoji: string; cheer: boolean };

/** Everything Merchant Voyages' table UI needs from the shell. */
export type MerchantTableProps = {
  view: MerchantPlayerView; // the latest view for this client (you: its seat, or null for a spectator)
  legal: MerchantAction[]; // this seat's legal actions at the view's step; [] when none or while an order is on its way
  events: { seq: number; list: TimedMerchantEvent[] }; // the latest step's events; seq grows with each new batch
  send(action: MerchantAction): void; // gives one order to the shell's queue (shell/orders.ts): it waits for the show and the answer before, in turn
  queued?: MerchantAction[]; // the orders waiting in the queue, in turn (none without the shell, as in a harness)
  cancel?: () => void; // drops every waiting order
  notSent?: NotSent[]; // the orders the queue did not send, for a few seconds each
  busy: boolean; // an order is on its way, or the link is down: its buttons wait
  linkDown?: boolean; // the shell is reconnecting: the buttons wait for the link, not for an answer (none in a harness)
  code: string; // the room's code, for the invite and spectator links
  names: string[]; // each seat's name, by seat
  story: MerchantEvent[]; // the story so far as the room told it on joining (a reload's log starts from it)
  bubbles: FloatingEmote[]; // the emotes and cheers in the air now, each drawn over its merchant's dock
  predictors: Predictor[]; // the audience's best predictors, best first, for the end screen (none until anyone predicted)
  audience?: (shown: MerchantPlayerView) => ReactNode; // a viewer's panel (cheers, predictions) for the view the show holds, under the caption and the decision
  exits?: ReactNode; // the end's way out (sail again, the harbour, the replay), laid out after the end screen's card so it never covers it
};
