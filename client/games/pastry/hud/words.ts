// Plain words for what happened ("Anne's broadside lands. Bo slips away.") and for why an order was refused.
import type { Action, GameEvent, Offer } from '../../../../shared/pastry/index';
import { handOf, type StoryEra, type StoryHand } from '../../../../shared/table/story';
import { tableErrorWords } from '../../../shell/gameHooks';
import { counted, listed } from '../../../shell/words';

const DIR_WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** How an offer reads. */
export function offerWords(offer: Offer): string {
  return 'gold' in offer ? `${offer.gold} gold` : `a crate of ${offer.ingredient}`;
}

/** An order as a short imperative, for the queued-order line and its messages. */
export function orderWords(action: Action): string {
  switch (action.type) {
    case 'sail':
      return 'Sail';
    case 'takeBack':
      return 'Take back the sail';
    case 'dock':
      return 'Dock';
    case 'buy':
      return 'Buy';
    case 'battle':
      return 'Battle';
    case 'endTurn':
      return 'End turn';
    case 'fight':
      return 'Fight';
    case 'bribe':
      return `Offer ${offerWords(action.offer)}`;
    case 'answer':
      return action.accept ? 'Take the bribe' : 'Refuse the bribe';
    case 'slip':
      return action.dir ? `Slip ${DIR_WORDS[action.dir]}` : 'Stay put';
    case 'take':
      return `Take ${action.ingredient}`;
    case 'photo':
      return 'Photograph';
    case 'rewatch':
      return 'Watch again';
    case 'name':
      return 'Name the crates';
  }
}

/** One log line for an event, or null for events that need none. */
export function eventLine(e: GameEvent, names: string[], you: number | null): string | null {
  const who = (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Seat ${seat + 1}`));
  const whose = (seat: number) => (seat === you ? 'Your' : `${names[seat] ?? `Seat ${seat + 1}`}'s`);
  const whom = (seat: number) => (seat === you ? 'you' : (names[seat] ?? `Seat ${seat + 1}`));
  const does = (seat: number, verb: string) => `${who(seat)} ${seat === you ? verb : `${verb}s`}`;
  switch (e.type) {
    case 'dawn':
      return `Day ${e.day} dawns. The wind blows ${DIR_WORDS[e.wind]}; tomorrow ${DIR_WORDS[e.tomorrow]}.${e.stormWarning ? ' A storm is coming tomorrow!' : ''}`;
    case 'stormBlew': {
      if (!e.moves.length) return `The storm blows ${DIR_WORDS[e.dir]}; every ship rides it out.`;
      const swept = e.moves.filter((m) => m.swept).map((m) => m.seat); // R20: shoved into the rim current, then carried along it
      const along = swept.length ? ` ${listed(swept.map((seat, i) => (i ? whom(seat) : who(seat))))} ${swept.length > 1 || swept[0] === you ? 'were' : 'was'} swept along the rim current.` : '';
      return `The storm blows ${DIR_WORDS[e.dir]} and shoves ${listed(e.moves.map((m) => whom(m.seat)))}.${along}`;
    }
    case 'sailed':
      return e.move.swept
        ? `${who(e.seat)} sailed into the current and ${e.seat === you ? 'were' : 'was'} swept along the rim.`
        : e.move.path.length
          ? `${who(e.seat)} sailed ${counted(e.move.path.length, 'square')}.`
          : null;
    case 'tookBack':
      return `${does(e.seat, 'take')} back the sail.`;
    case 'docked':
      return `${who(e.seat)} docked and flipped ${e.coin}: +${e.gold} gold${e.coin === 'heads' ? ' of buried treasure' : ' for scrubbing the docks'}.`;
    case 'bought':
      return `${who(e.seat)} bought ${e.ingredient} for ${e.price} gold.`;
    case 'passedUp':
      return `${who(e.seat)} docked at ${e.ingredient} Island without buying.`; // the ship stays at the dock: docking ended the turn (R23)
    case 'soldOut':
      return `${e.ingredient} Island is sold out: nothing to buy.`;
    case 'cannotAfford':
      return e.seat === you ? `You can't afford ${e.ingredient} here: a crate costs ${e.price} gold and you have ${e.gold}.` : `${who(e.seat)} can't afford ${e.ingredient} here (${e.price} gold).`;
    case 'ovensLit':
      return `${who(e.seat)} lit the ovens at Tortuga: ${e.recipe.name}!`;
    case 'battleStarted':
      return `${does(e.attacker, 'load')} the cannons at ${whom(e.defender)}!`;
    case 'bribeOffered':
      return `${does(e.defender, 'offer')} ${offerWords(e.offer)} to call it off.`;
    case 'bribeAnswered':
      return e.accept ? `${does(e.attacker, 'take')} the bribe. No battle.` : `${does(e.attacker, 'refuse')} the bribe!`;
    case 'broadsides': {
      const a = `${whose(e.attacker)} broadside ${e.attackerLands ? 'lands' : 'misses'}`;
      const d = `${e.defender === you ? 'yours' : whose(e.defender)} ${e.defenderLands ? 'lands' : 'misses'}`;
      const bothLand = e.attackerLands && e.defenderLands; // R31: then the lighter hold wins, and the words say so
      const outcome = e.winner === null ? (bothLand ? 'Equal holds: no winner.' : 'Nobody wins.') : `${does(e.winner, 'win')}${bothLand ? ' with the lighter hold' : ''}!`;
      // R30: the side with the wind behind it flips 2 coins; say so, or its second tray coin goes unexplained
      const windward = [e.attacker, e.defender].find((seat) => (seat === e.attacker ? e.attackerCoins : e.defenderCoins)?.length > 1);
      const wind = windward === undefined ? '' : ` (${who(windward)} had the wind behind ${windward === you ? 'you' : 'them'}: 2 coins.)`;
      return `${a}; ${d}. ${outcome}${wind}`;
    }
    case 'slipped':
      return e.dir ? `${does(e.seat, 'slip')} away ${DIR_WORDS[e.dir]}.` : `${does(e.seat, 'stay')} put.`;
    case 'spoilsTaken':
      return e.ingredient ? `${does(e.winner, 'take')} ${e.ingredient} from ${whom(e.loser)}.` : `${does(e.winner, 'find')} an empty hold.`;
    case 'sightingStarted':
      return null;
    case 'creatureSurfaced':
      return e.seat === you ? `A ${e.creature} surfaces! Tap it for a photograph.` : `A ${e.creature} surfaces beside ${whose(e.seat)} ship.`;
    case 'photographed':
      return `${who(e.seat)} photographed a ${e.creature} (${counted(e.points, 'point')}).`;
    case 'creatureDived':
      return e.seat === you ? 'It dived before you took its photograph.' : null; // a rival's miss is no news
    case 'shuffle':
      return `${whose(e.seat)} crates are shown open, then shuffled with ${counted(e.swaps.length, 'swap')}.`;
    case 'rewatch':
      return `${does(e.seat, 'pay')} 1 gold to watch the shuffle again.`;
    case 'named':
      return e.crates.length ? `${who(e.seat)} named the crates: ${e.correct.filter(Boolean).length} of ${e.correct.length} right.` : null; // the timeout's own line says it
    case 'baked':
      return `${who(e.seat)} baked it! The voyage ends tonight.`;
    case 'timeout':
      return `${who(e.seat)} ran out of time.`;
    case 'handedToBot':
      return e.seat === you ? 'You missed 3 turns: a bot sails for you until you return.' : `${who(e.seat)} missed 3 turns: a bot sails for them until they return.`;
    case 'voyageOver':
      return e.result.winners.length ? `The voyage is over. ${listed(e.result.winners.map((seat, i) => (i ? whom(seat) : who(seat))))} won!` : 'The voyage is over: nobody baked in time.';
    default:
      return null;
  }
}

/** R29: a defender who offers no bribe fights, and the log says so before the broadsides (it went straight to the coins). */
export function noBribeLine(e: GameEvent, previous: GameEvent | undefined, names: string[], you: number | null): string | null {
  if (e.type !== 'broadsides' || previous?.type !== 'battleStarted') return null;
  return e.defender === you ? 'You offer no bribe and fight!' : `${names[e.defender] ?? `Seat ${e.defender + 1}`} offers no bribe and fights!`;
}

/** Each arriving event's log line (or null), with what the event alone cannot say: a refused fight's bribe, told from the event before. */
export function arrivingLines(events: GameEvent[], previous: GameEvent | undefined, names: string[], you: number | null): (string | null)[] {
  return events.map((e, i) => {
    const parts = [noBribeLine(e, i ? events[i - 1] : previous, names, you), eventLine(e, names, you)];
    return parts.filter(Boolean).join(' ') || null;
  });
}

/** How a seat's moves are told: under its name, or as a bot's when one stands in for its absent person (R51). */
export function toldName(name: string, hand: StoryHand): string {
  return hand === 'stand-in' ? `${name}'s bot` : name;
}

/** A seat as the log needs it: its name, its bot level (a bot seat only) and whether a bot stands in for its person. */
type SeatHands = { name: string; level?: string | null; auto: boolean };

/** Who the log names for each seat now, and which seat it calls "you" (none while a bot stands in for you). */
export function tellersNow(captains: readonly SeatHands[], you: number | null): { names: string[]; you: number | null } {
  const hands = captains.map((c) => handOf(c.level, c.auto));
  return { names: captains.map((c, seat) => toldName(c.name, hands[seat])), you: you !== null && hands[you] === 'person' ? you : null };
}

/**
 * The log's story so far, sent on joining: each stretch told under the hands that sailed each seat then, so past lines keep
 * the name of whoever made them. "You" is the seat whose eras the room marks as this person's (`mine`) while a person sails
 * it, whatever seat the page thinks it holds as the story arrives, so a reload tells the lines as they were told live.
 */
export function storySoFar(events: GameEvent[], eras: StoryEra[]): string[] {
  const names: string[] = [];
  let teller: number | null = null;
  const starts = [...new Set([0, ...eras.map((e) => e.at)])].filter((at) => at < events.length).sort((a, b) => a - b);
  return starts.flatMap((start, i) => {
    for (const era of eras) {
      if (era.at !== start) continue;
      names[era.seat] = toldName(era.name, era.hand);
      if (era.mine || era.seat === teller) teller = era.mine && era.hand === 'person' ? era.seat : null; // a later hand in the seat that is not this person's ends its "you"
    }
    const stretch = events.slice(start, starts[i + 1] ?? events.length);
    return arrivingLines(stretch, events[start - 1], [...names], teller).filter((line): line is string => line !== null);
  });
}

const ERROR_WORDS: Record<string, string> = {
  'upwind-too-far': 'Into the wind, a route may be only 2 squares (1 if your hold is heavy).',
  'route-too-long': 'The wind carries you only 4 squares today (3 with a heavy hold).',
  'blocked-by-land': 'That route runs aground.',
  'ends-on-ship': 'You may sail past ships but not stop on one.',
  'off-the-sea': "That's the edge of the world.",
  'already-sailed': 'You have already sailed this turn: take it back (Z) to sail another way.',
  'nothing-to-take-back': 'There is no sail to take back.',
  'not-at-dock': 'Dock only at an island dock or a Tortuga berth.',
  'no-crates': 'This island is sold out.',
  'cannot-afford': "Your purse can't cover that.",
  'not-adjacent': 'Battle only a ship right next to yours.',
  'empty-hold': 'There is nothing in that hold to fight for.',
  'beyond-reach': 'Ships with lit ovens are beyond reach.',
  'not-in-hold': "That isn't in the hold.",
  'too-late': 'The creature has already dived.',
  'no-such-sighting': 'There is no creature up right now.',
};

/** A refused order, in words: Pastry Pirates' own refusals, then the table's. */
export function errorWords(code: string, fallback: string): string {
  return ERROR_WORDS[code] ?? tableErrorWords(code, fallback);
}
