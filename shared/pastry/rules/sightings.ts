// R36 to R38: sea creatures spotted on End turn, surfacing at a secret moment, photographed in time.
import { drawInt, drawWeighted } from '../../random';
import type { Ctx } from '../state';
import type { GameState, RuleOptions, Sighting } from '../types';
import { ownList, ownSighting } from '../own';
import { RuleError, must } from '../../table/ruleError';

/** R37: the creature table, weight and points. */
export const CREATURES: readonly { name: string; weight: number; points: number }[] = [
  { name: 'Dolphin', weight: 30, points: 1 },
  { name: 'Flying fish', weight: 30, points: 1 },
  { name: 'Sea turtle', weight: 20, points: 2 },
  { name: 'Humpback whale', weight: 12, points: 3 },
  { name: 'Narwhal', weight: 5, points: 4 },
  { name: 'Giant squid', weight: 2, points: 6 },
  { name: 'Kraken', weight: 1, points: 10 },
];

/** R37: the creature table's weights, in its order, listed once rather than on every sighting. */
const CREATURE_WEIGHTS: readonly number[] = CREATURES.map((c) => c.weight);

/** R37: a creature surfaces 0.5 to 2.5 s after the sighting starts. */
export const SURFACE_DELAY_MS: readonly [number, number] = [500, 2500];
/** R37: latency grace for a tap after the creature dives. */
export const PHOTO_GRACE_MS = 250;

const ID_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** R37: starts a sighting; the creature, its id and when it surfaces stay secret until it does (R52). */
export function startSighting(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const creature = CREATURES[drawWeighted(s, CREATURE_WEIGHTS)];
  let id = `sighting-${s.nextSighting++}-`;
  for (let i = 0; i < 6; i++) id += ID_LETTERS[drawInt(s, 0, ID_LETTERS.length - 1)];
  s.sightings = [
    ...s.sightings,
    {
      id,
      seat,
      creature: creature.name,
      points: creature.points,
      surfaceAt: ctx.now + drawInt(s, SURFACE_DELAY_MS[0], SURFACE_DELAY_MS[1]),
      up: false,
    },
  ];
  ctx.events.push({ type: 'sightingStarted', seat });
}

/** R37: the moment a sighting stops accepting photographs. */
export function sightingClosesAt(s: { options: RuleOptions }, surfaceAt: number): number {
  return surfaceAt + s.options.sightingMs + PHOTO_GRACE_MS;
}

/** R37: surfaces every creature whose moment has come and closes those whose time is up. */
export function updateSightings(ctx: Ctx): void {
  const { s, now } = ctx;
  // The list as it stands is walked in place when already in surfacing order (sightings start in turn order, so it nearly
  // always is): what follows replaces s.sightings (filter, ownSighting's copy) or at most the sighting just read, never a
  // later one, so the walk sees what a sorted copy would.
  const list = s.sightings;
  for (const seen of inSurfacingOrder(list) ? list : [...list].sort((a, b) => a.surfaceAt - b.surfaceAt)) {
    let sighting = seen;
    if (!sighting.up && sighting.surfaceAt <= now) {
      sighting = ownSighting(ctx, s.sightings.indexOf(seen));
      sighting.up = true;
      ctx.events.push({
        type: 'creatureSurfaced',
        seat: sighting.seat,
        id: sighting.id,
        creature: sighting.creature,
        points: sighting.points,
        until: sighting.surfaceAt + s.options.sightingMs,
      });
    }
    if (sighting.up && sightingClosesAt(s, sighting.surfaceAt) < now) {
      s.sightings = s.sightings.filter((x) => x.id !== sighting.id);
      ctx.events.push({ type: 'creatureDived', seat: sighting.seat, id: sighting.id });
    }
  }
}

/** Whether the sightings stand in order of surfacing (ties in list order, as a stable sort leaves them). */
function inSurfacingOrder(list: readonly Sighting[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i].surfaceAt < list[i - 1].surfaceAt) return false;
  return true;
}

/** The earliest moment a sighting needs the engine's attention, for tick. */
export function nextSightingMoment(s: GameState): number | null {
  let next: number | null = null; // a loop, not map and Math.min: tick asks this on every step
  for (const x of s.sightings) {
    const moment = x.up ? sightingClosesAt(s, x.surfaceAt) + 1 : x.surfaceAt;
    if (next === null || moment < next) next = moment;
  }
  return next;
}

/** R37: a tap while the creature is up (with grace) keeps its photograph. */
export function takePhoto(ctx: Ctx, seat: number, id: string): void {
  const { s, now } = ctx;
  const sighting = s.sightings.find((x) => x.id === id && now >= x.surfaceAt);
  must(sighting, 'no-such-sighting', 'There is no creature up with that name.');
  must(sighting.seat === seat, 'not-your-sighting', 'That creature surfaced for another captain.');
  if (now > sightingClosesAt(s, sighting.surfaceAt)) throw new RuleError('too-late', 'The creature has already dived.');
  ownList(ctx, seat, 'photos').push({ creature: sighting.creature, points: sighting.points });
  s.sightings = s.sightings.filter((x) => x.id !== id);
  ctx.events.push({ type: 'photographed', seat, id, creature: sighting.creature, points: sighting.points });
}

/** R45: when the voyage ends, creatures still about dive without being photographed. */
export function closeAllSightings(ctx: Ctx): void {
  for (const sighting of ctx.s.sightings) {
    if (sighting.up) ctx.events.push({ type: 'creatureDived', seat: sighting.seat, id: sighting.id });
  }
  ctx.s.sightings = [];
}
