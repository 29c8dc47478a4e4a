// A step's working copy shares every part of the state it came from; a rule owns a part (copies it once a step) before
// writing it, so a step copies only what it changes, where copying everything was most of its cost.
import type { BakeState, BattleState, CaptainState, GameState, Sighting } from './types';
import type { Ctx } from './state';
import { ownPart } from '../attempt';

/**
 * A step's working copy of `s`: every field named, in the order createVoyage writes them (so it serialises the same), with
 * its own list of captains and every part shared. The stream's state, the options, the wind, the board, each day's gold and
 * each ship's track, the take-back mark and the result are never changed in place (the rules replace them), so they stay
 * shared; a field this forgets fails test/engine/stateCopy.test.ts.
 */
export function stepCopy(s: GameState): GameState {
  return {
    version: s.version,
    seed: s.seed,
    rng: s.rng,
    options: s.options,
    board: s.board,
    crates: s.crates,
    captains: s.captains.slice(),
    day: s.day,
    turn: s.turn,
    phase: s.phase,
    sailed: s.sailed,
    sailedFrom: s.sailedFrom,
    deadline: s.deadline,
    wind: s.wind,
    battle: s.battle,
    bake: s.bake,
    sightings: s.sightings,
    nextSighting: s.nextSighting,
    bakedToday: s.bakedToday,
    goldByDay: s.goldByDay,
    tracks: s.tracks,
    result: s.result,
  };
}

/** The captain in `seat`, copied first if the step still shares them (their lists stay shared): every change to a captain's own fields goes through this. */
export function ownCaptain(ctx: Ctx, seat: number): CaptainState {
  const captains = ctx.s.captains;
  if (ctx.from !== null && captains[seat] === ctx.from.captains[seat]) captains[seat] = copyCaptain(captains[seat]);
  return captains[seat];
}

/** A captain's lists that rules change in place. */
type CaptainList = 'hold' | 'bench' | 'benchOrder' | 'benchLocked' | 'photos';

/** One of the lists of the captain in `seat`, copied first (with the captain) if still shared: every change in place to a hold, bench or photos goes through this. */
export function ownList<K extends CaptainList>(ctx: Ctx, seat: number, list: K): CaptainState[K] {
  const captain = ownCaptain(ctx, seat);
  if (ctx.from !== null && captain[list] === ctx.from.captains[seat][list]) captain[list] = captain[list].slice() as CaptainState[K];
  return captain[list];
}

/** The crates left per island, copied first if still shared: every purchase goes through this. */
export function ownCrates(ctx: Ctx): number[] {
  return ownPart(ctx, 'crates', copyList);
}

/** Every ship's track (each replaced, never changed), the list copied first if still shared: every move goes through this. */
export function ownTracks(ctx: Ctx): GameState['tracks'] {
  return ownPart(ctx, 'tracks', copyList);
}

/** The battle under way, copied first if still shared: every change to it goes through this. */
export function ownBattle(ctx: Ctx): BattleState {
  return ownPart(ctx, 'battle', copyBattle)!;
}

/** The bake-off under way (its open layout and swaps never change), copied first if still shared: every change to it goes through this. */
export function ownBake(ctx: Ctx): BakeState {
  return ownPart(ctx, 'bake', copyBake)!;
}

/** Sighting `index`, copied first (with the list) if still shared: every change to a sighting goes through this. */
export function ownSighting(ctx: Ctx, index: number): Sighting {
  const { s, from } = ctx;
  if (from === null) return s.sightings[index];
  if (s.sightings === from.sightings) s.sightings = s.sightings.slice();
  const x = s.sightings[index];
  if (from.sightings.includes(x)) s.sightings[index] = { id: x.id, seat: x.seat, creature: x.creature, points: x.points, surfaceAt: x.surfaceAt, up: x.up };
  return s.sightings[index];
}

/** One captain's copy, every field named in createVoyage's order, sharing their square, lists and recipe (ownList copies a list). */
function copyCaptain(c: CaptainState): CaptainState {
  return {
    seat: c.seat,
    entrant: c.entrant,
    name: c.name,
    bot: c.bot,
    auto: c.auto,
    connected: c.connected,
    pos: c.pos,
    gold: c.gold,
    hold: c.hold,
    bench: c.bench,
    benchOrder: c.benchOrder,
    benchLocked: c.benchLocked,
    recipe: c.recipe,
    ovensLitDay: c.ovensLitDay,
    baked: c.baked,
    photos: c.photos,
    missedTurns: c.missedTurns,
  };
}

/** A list's copy, for a part a step owns before changing it in place. */
function copyList<T>(list: T[]): T[] {
  return list.slice();
}

/** The battle's copy (it is never owned while there is none). */
function copyBattle(b: BattleState | null): BattleState | null {
  return b && { attacker: b.attacker, defender: b.defender, offer: b.offer, winner: b.winner };
}

/** The bake-off's copy, sharing its open layout and swaps (they never change). */
function copyBake(b: BakeState | null): BakeState | null {
  return b && { seat: b.seat, open: b.open, swaps: b.swaps, startedAt: b.startedAt, endsAt: b.endsAt, rewatches: b.rewatches };
}
