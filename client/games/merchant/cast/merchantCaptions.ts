// The Merchant cast's lower third words: each public event the show plays, in the table's own words (eventWords, as a
// spectator reads them), with a short kicker naming the moment and the merchant it is about.
import type { MerchantEvent } from '../../../../shared/merchant/types';
import type { Caption, DueCaption } from '../../../shell/cast/LowerThirdQueue';
import type { TimedMerchantEvent } from '../tableProps';
import { eventLines, eventWords } from '../hud/eventWords';

const KICKERS: Partial<Record<MerchantEvent['type'], string>> = {
  loaded: 'Cargo',
  armed: 'Cannons',
  launched: 'Under sail',
  luxuryBought: 'Market',
  hutBuilt: 'Dock Hut',
  repaired: 'Shipwright',
  passed: 'Pass',
  voyageStarted: 'The Voyage',
  deckReshuffled: 'Pirates',
  pirateRevealed: 'Pirates!',
  turnedBack: 'Turned back',
  decisionAsked: 'Decision',
  continued: 'Sails on',
  traded: 'Trade',
  delivered: 'Delivery',
  sailedHome: 'Homeward',
  docked: 'Home',
  anchorPassed: 'The Anchor',
  roundEnded: 'Harbour dues',
  turnStarted: 'The Hourglass',
  timeout: 'Time',
  gameOver: 'Final',
};

/** An event's caption, or null for bookkeeping nobody needs to read; `text` words it when its neighbours change its line (a timeout's passes). */
export function merchantCaption(event: MerchantEvent, names: readonly string[], text: string | null = eventWords(event, names, null)): Caption | null {
  if (!text) return null;
  return { text, kicker: KICKERS[event.type] ?? 'Trade', seat: 'seat' in event ? event.seat : null };
}

/** A batch's captions, each due when the show reaches its event (the batch starts playing at `startsAt`), keyed after every earlier batch's. */
export function batchCaptions(batch: { seq: number; list: TimedMerchantEvent[] }, names: readonly string[], startsAt: number): DueCaption[] {
  const due: DueCaption[] = [];
  let at = startsAt;
  const lines = eventLines(batch.list, names, null);
  batch.list.forEach((event, i) => {
    const caption = merchantCaption(event, names, lines[i]);
    if (caption) due.push({ key: batch.seq * 1000 + i, due: at, caption });
    at += Math.max(0, event.ms);
  });
  return due;
}
