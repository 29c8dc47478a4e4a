// Quick play into a game under way (issue 31): the card a newcomer reads before their first turn, "You now run …'s fleet",
// with its ships, Cargo and coins, and what the bot that ran it had under way (shared/merchant/bots/heading.ts).
import { fleetHeading, type Errand } from '../../../shared/merchant/bots/heading';
import type { MerchantPlayerView } from '../../../shared/merchant/types';
import type { TakeoverCard, TakeoverCardOf } from '../../shell/clientGame';
import { fromMerchantMirror, merchantMirrorOf } from './fromMirror';
import { counted, listed } from '../../shell/words';
import { SEGMENT_NAMES, SHIP_NAMES } from './voyageOdds';

/** One errand in words: "its Galleon, 3 Cargo aboard, out on the middle segment". */
function errandWords(e: Errand): string {
  const ship = `its ${SHIP_NAMES[e.ship]}, ${e.cargo} Cargo aboard,`;
  if (e.at === 'board') return `${ship} out on the ${SEGMENT_NAMES[e.segment - 1]} segment`;
  if (e.at === 'home') return `${ship} homeward with ${counted(e.spacesHome, 'space')} to go`;
  return `${ship} loaded at the dock to sail`;
}

/** What the bot had under way, in a sentence. */
export function fleetWords(errands: Errand[]): string {
  if (errands.length === 0) return 'The bot had no ship loaded yet: it was gathering Cargo and coins for a first voyage.';
  return `The bot had ${listed(errands.map(errandWords))}.`;
}

/** The card for the merchant of `seat`, from this seat's view; null until it is in. */
export function merchantTakeover(view: MerchantPlayerView | null, seat: number, tookOver: string | null): TakeoverCard | null {
  const me = view?.merchants[seat];
  if (!view || !me) return null;
  const ships = me.ships.map((s, i) => `${SHIP_NAMES[i]} ${s.cargo} Cargo${s.at === 'dock' ? ' (docked)' : s.at === 'board' ? ' (at sea)' : ' (homeward)'}`);
  return {
    title: `You now run ${tookOver ?? 'a bot'}'s fleet`,
    lines: [
      `This game was already under way in round ${view.round}, so you take over ${tookOver ? `${tookOver}'s seat (a bot until now)` : "a bot's seat"}.`,
      `Ships: ${listed(ships)}. Coins: ${me.coins}. Prestige: ${me.prestige}.`,
      fleetWords(fleetHeading({ ...view, you: seat })),
    ],
    button: 'Take the helm',
  };
}

/** The plugin's card: this seat's view read from the room's mirror, as MerchantRoom.tsx reads it. */
export const merchantCardOf: TakeoverCardOf = (store, seat, tookOver) => {
  const mirror = merchantMirrorOf(store.room);
  return merchantTakeover(mirror ? fromMerchantMirror(mirror, seat) : null, seat, tookOver);
};
