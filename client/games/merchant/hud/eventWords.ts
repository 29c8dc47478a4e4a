// What the show plays now, in plain words: one line per event the table animates or the log keeps.
import type { MerchantEvent } from '../../../../shared/merchant/types';
import { SEGMENT_NAMES, SHIP_NAMES } from '../voyageOdds';
import { NUMBERS } from '../../../../shared/merchant/numbers';

/** An event in words, named for `you` ("You", "Your Sloop"); null for bookkeeping nobody needs to read. */
export function eventWords(e: MerchantEvent, names: readonly string[], you: number | null): string | null {
  const who = (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Seat ${seat + 1}`));
  const whom = (seat: number) => (seat === you ? 'you' : who(seat)); // within a sentence
  const whose = (seat: number, ship: number) => `${seat === you ? 'Your' : `${names[seat] ?? `Seat ${seat + 1}`}'s`} ${SHIP_NAMES[ship]}`;
  const seg = (s: number) => `the ${SEGMENT_NAMES[s - 1]} segment`;
  switch (e.type) {
    case 'loaded':
      return `${who(e.seat)} loaded the ${SHIP_NAMES[e.ship]} (Cargo ${e.cargo}).`;
    case 'armed':
      return `${who(e.seat)} armed the ${SHIP_NAMES[e.ship]} (${e.cannons} cannon${e.cannons === 1 ? '' : 's'}).`;
    case 'launched':
      return `${whose(e.seat, e.ship)} sets sail for ${seg(1)}.`;
    case 'luxuryBought':
      return `${who(e.seat)} bought ${e.luxury}.`;
    case 'hutBuilt':
      return `${who(e.seat)} built a Dock Hut.`;
    case 'repaired':
      return `${who(e.seat)} repaired the ${SHIP_NAMES[e.ship]}.`;
    case 'passed':
      return `${who(e.seat)} passed.`;
    case 'voyageStarted':
      return 'The Voyage begins.';
    case 'deckReshuffled':
      return `The Pirate deck ran out: the discards are shuffled into a new deck of ${e.deckCount}.`;
    case 'pirateRevealed':
      return `A Pirate ${e.card} rises in ${seg(e.segment)}: pirates so far ${e.sum}.`;
    case 'turnedBack':
      return `${whose(e.seat, e.ship)} (strength ${e.strength}) is turned back by pirates ${e.sum}, and takes Damage.`;
    case 'decisionAsked':
      if (e.seat === you) return e.ask === 'route' ? 'Your choice: trade here or sail on?' : 'Your choice: which Luxury to deliver?';
      return e.ask === 'route' ? `${who(e.seat)} chooses: trade or sail on?` : `${who(e.seat)} chooses a Luxury to deliver.`;
    case 'continued':
      return `${whose(e.seat, e.ship)} sails on to ${seg(e.segment)}.`;
    case 'traded':
      return `${whose(e.seat, e.ship)} trades in ${seg(e.segment)}: +${e.coins} coins, +${e.prestige} Prestige.`;
    case 'delivered':
      return e.luxury ? `${whose(e.seat, e.ship)} delivers ${e.luxury}: +${e.prestige} Prestige.` : null;
    case 'sailedHome':
      return `${whose(e.seat, e.ship)} sails home (${e.spacesHome} space${e.spacesHome === 1 ? '' : 's'} to go).`;
    case 'docked':
      return `${whose(e.seat, e.ship)} is home${e.repaired ? `, repaired by the Dock Hut` : ''}.`;
    case 'anchorPassed':
      return `The Anchor passes to ${whom(e.seat)}.`;
    case 'roundEnded':
      return `Round ${e.round} ends: harbour dues of ${NUMBERS.harbourDues} coins to every merchant, ${NUMBERS.hutPrestige} Prestige to each Dock Hut.`;
    case 'turnStarted':
      return `Round ${e.round}, turn ${e.turn}.`;
    case 'timeout':
      return `${who(e.seat)} ran out of time.`;
    case 'gameOver':
      return 'The game is over.';
    default:
      return null;
  }
}

/** M40 in one line: a merchant's timeout and the passes it made for them ("You ran out of time: your 2 actions are passed."). */
function timeoutWords(seat: number, passes: number, names: readonly string[], you: number | null): string {
  const who = seat === you ? 'You' : (names[seat] ?? `Seat ${seat + 1}`);
  if (passes === 0) return `${who} ran out of time.`;
  const whose = seat === you ? 'your' : 'their';
  return `${who} ran out of time: ${passes === 1 ? `${whose} last action is` : `${whose} ${passes} actions are`} passed.`;
}

/** Each event's line, in order (null where none): a timeout tells the passes made for its merchant in its own line, so they have none. */
export function eventLines(events: readonly MerchantEvent[], names: readonly string[], you: number | null): (string | null)[] {
  const lines: (string | null)[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type !== 'timeout') {
      lines.push(eventWords(e, names, you));
      continue;
    }
    let passes = 0;
    while (events[i + 1 + passes]?.type === 'passed' && (events[i + 1 + passes] as { seat: number }).seat === e.seat) passes++;
    lines.push(timeoutWords(e.seat, passes, names, you), ...Array<null>(passes).fill(null));
    i += passes;
  }
  return lines;
}
