// The cast's director: from the events as they play and the view on screen, which shot the camera should hold.
// Pure decisions (no three, no React), so the rules of the cut are unit-tested (test/client/director.test.ts).
import { COIN_TOSS_MS } from '../../../../shared/pastry/pacing';
import type { GameEvent, PlayerView, Square } from '../../../../shared/pastry/index';

/** A shot the director may call. Sailing with an empty route simply follows the captain whose turn it is. */
export type Shot =
  | { kind: 'wide' } // the whole board: the opening, a calm dawn, the end
  | { kind: 'sailing'; seat: number; route: Square[] } // the acting captain, framed with the squares they sail through
  | { kind: 'battle'; attacker: number; defender: number } // both ships, close
  | { kind: 'coins'; seats: number[] } // the trays of the coins in the air
  | { kind: 'bakeOff'; seat: number } // the bench at Tortuga, close up
  | { kind: 'creature'; seat: number } // a creature surfacing beside its captain's ship
  | { kind: 'storm' }; // a stormy dawn, pulled wide so the whole fleet is seen pushed

/** An event with its show's local start time and length (the store stamps them as events arrive). */
export type Cue = { event: GameEvent; at: number; ms: number };

/** What the director reads of the view on screen. */
export type DirectorView = Pick<PlayerView, 'phase' | 'actor' | 'battle' | 'bake'>;

/** The shot held now, and when the camera cut to it. */
export type Director = { shot: Shot; cutAt: number };

/** Cuts never come more often than this. */
export const MIN_CUT_MS = 1500;
/** Coins are in the air (and then read on their trays) for their event's show, as the server paces it: 2.5 s a dock flip at pace 1. */
export const COIN_SHOW_MS = COIN_TOSS_MS;
/** A creature's leap is watched this long. */
export const CREATURE_MS = 2500;
/** The storm's wide shot holds a little past the shove, so the fleet is seen where it was pushed. */
export const STORM_HOLD_MS = 3500;
/** How early the storm's wide shot begins: the dawn that brings the storm shows first. */
export const STORM_LEAD_MS = 2500;

/** Whether a cue's show is on at `now`, held `least` ms at the least and `extra` ms past its end. */
const playing = (cue: Cue, now: number, least = 0, extra = 0) => cue.at <= now && now < cue.at + Math.max(cue.ms, least) + extra;

/** The ships whose coins are in the air at `now` (empty when none are): a dock's flip or a battle's broadsides. */
export function coinsInAir(cues: readonly Cue[], now: number): number[] {
  const seats: number[] = [];
  for (const cue of cues) {
    if (!playing(cue, now)) continue;
    if (cue.event.type === 'docked') seats.push(cue.event.seat);
    if (cue.event.type === 'broadsides') seats.push(cue.event.attacker, cue.event.defender);
  }
  return [...new Set(seats)];
}

/** The squares a move passes through, including where a sweep along the current left it (R20). */
function routeOf(event: Extract<GameEvent, { type: 'sailed' | 'slipped' }>): Square[] {
  const move = event.move;
  if (!move) return [];
  return move.swept ? [...move.path, move.swept.to] : [...move.path];
}

/** The storm whose shove is on at `now` (or was, within its hold), if any; `lead` ms before it counts too. */
const stormOn = (cues: readonly Cue[], now: number, lead: number) => cues.find((cue) => cue.event.type === 'stormBlew' && cue.at - lead <= now && now < cue.at + cue.ms + STORM_HOLD_MS);

/**
 * The shot this moment calls for, most important first: coins, a storm, a creature, a battle, the bench, a sail, a dawn,
 * the actor. Coins tossed once a storm's shove has begun do not take the camera from it (a storm is rare and moves the
 * whole fleet; their trays are read in its wide shot), so a run of dock flips around a stormy dawn never hides the storm.
 */
export function wantedShot(view: DirectorView, cues: readonly Cue[], now: number): Shot {
  const shove = stormOn(cues, now, 0);
  const coins = coinsInAir(shove ? cues.filter((cue) => cue.at < shove.at) : cues, now);
  if (coins.length) return { kind: 'coins', seats: coins };
  if (shove) return { kind: 'storm' };
  const live = cues.filter((cue) => cue.at <= now).reverse(); // latest first
  // Before a storm's shove, pull wide as the day ends, so the fleet is in frame when it is pushed.
  if (stormOn(cues, now, STORM_LEAD_MS)) return { kind: 'storm' };
  const creature = live.find((cue) => cue.event.type === 'creatureSurfaced' && playing(cue, now, CREATURE_MS));
  if (creature?.event.type === 'creatureSurfaced') return { kind: 'creature', seat: creature.event.seat };
  if (view.battle) return { kind: 'battle', attacker: view.battle.attacker, defender: view.battle.defender };
  if (view.bake) return { kind: 'bakeOff', seat: view.bake.seat };
  const sail = live.find((cue) => (cue.event.type === 'sailed' || cue.event.type === 'slipped') && playing(cue, now, 0, 400));
  if (sail && (sail.event.type === 'sailed' || sail.event.type === 'slipped')) return { kind: 'sailing', seat: sail.event.seat, route: routeOf(sail.event) };
  if (live.some((cue) => cue.event.type === 'dawn' && playing(cue, now, 1200))) return { kind: 'wide' };
  if (view.phase === 'over' || view.actor === null) return { kind: 'wide' };
  return { kind: 'sailing', seat: view.actor, route: [] };
}

/** Whether two shots film the same subject (a new route for the same sailing captain reframes; it is no cut). */
export function sameSubject(a: Shot, b: Shot): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'sailing':
      return a.seat === (b as typeof a).seat;
    case 'battle':
      return a.attacker === (b as typeof a).attacker && a.defender === (b as typeof a).defender;
    case 'coins':
      return a.seats.join() === (b as typeof a).seats.join();
    case 'bakeOff':
      return a.seat === (b as typeof a).seat;
    case 'creature':
      return a.seat === (b as typeof a).seat;
    default:
      return true;
  }
}

/**
 * The director's next decision: the wanted shot, unless the last cut was under MIN_CUT_MS ago, or coins are still in the
 * air on the shot held (never cut away from them). The same subject is reframed without counting as a cut.
 */
export function direct(previous: Director | null, view: DirectorView, cues: readonly Cue[], now: number): Director {
  const wanted = wantedShot(view, cues, now);
  if (!previous) return { shot: wanted, cutAt: now };
  if (sameSubject(previous.shot, wanted)) {
    if (wanted.kind === 'sailing' && !wanted.route.length && previous.shot.kind === 'sailing') return previous; // keep the route just sailed in frame
    return { shot: wanted, cutAt: previous.cutAt };
  }
  if (previous.shot.kind === 'coins' && previous.shot.seats.some((seat) => coinsInAir(cues, now).includes(seat))) return previous;
  if (now - previous.cutAt < MIN_CUT_MS) return previous;
  return { shot: wanted, cutAt: now };
}
