// Test helper: the small expectations every engine test makes (accepted, refused, which events, where ships stand).
import { expect } from 'vitest';
import { applyAction, tick, viewFor } from '../../shared/pastry/index';
import type { Action, GameEvent, GameState, Ingredient, Result, Square } from '../../shared/pastry/index';

/** An accepted result: what act, at and ok hand back, so tests can read state and events without narrowing. */
export type Ok = Extract<Result, { ok: true }>;

/** Unwraps a result a test expects accepted, failing with the refusal's code and message (and `what` was refused). */
export function ok(r: Result, what?: string): Ok {
  if (!r.ok) throw new Error(`${what ? `${what} ` : ''}refused: ${r.error.code}: ${r.error.message}`);
  return r;
}

/** Applies an action that must be accepted; `now` is explicit where a file's clock does not start at 0. */
export function act(s: GameState, seat: number, action: Action, now = 0): Ok {
  return ok(applyAction(s, seat, action, now), JSON.stringify(action));
}

/** Ticks the clock to `now`; a tick is never refused, so a refusal fails the test. */
export function at(s: GameState, now: number): Ok {
  return ok(tick(s, now), 'tick');
}

/** Expects a refusal with `code` (or one of `code`), a message, and neither the state nor the action passed in changed. */
export function refused(s: GameState, seat: number, action: Action, code: string | readonly string[], now = 0): void {
  const before = JSON.stringify(s);
  const actionBefore = JSON.stringify(action);
  const r = applyAction(s, seat, action, now);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  if (typeof code === 'string') expect(r.error.code).toBe(code);
  else expect(code).toContain(r.error.code);
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(s)).toBe(before);
  expect(JSON.stringify(action)).toBe(actionBefore);
}

/** The first event of a type, typed as that event; fails the test, listing the events there were, when there is none. */
export function eventOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }> {
  const e = events.find((x) => x.type === type);
  if (!e) throw new Error(`no ${type} event among ${events.map((x) => x.type).join(', ')}`);
  return e as Extract<GameEvent, { type: T }>;
}

/** The types of the events in order, for comparing event sequences at a glance. */
export function typesOf(events: GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Every seat ends its turn in seat order until the next dawn (or the end of the voyage): the new state and all events. */
export function endDay(state: GameState, now = 0): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  const day = s.day;
  while (s.day === day && s.phase !== 'over') {
    const r = act(s, s.turn, { type: 'endTurn' }, now);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A square as a string, for sets, maps and failure messages. */
export const key = ([x, y]: Square): string => `${x},${y}`;

/** Where the seat's ship stands, as a fresh pair. */
export const posOf = (s: GameState, seat = 0): Square => [s.captains[seat].pos[0], s.captains[seat].pos[1]];

/** The bench as it stands after the swaps, worked out from the open layout like a client would. */
export function afterSwaps(open: readonly Ingredient[], swaps: readonly [number, number][]): Ingredient[] {
  const out = [...open];
  for (const [a, b] of swaps) [out[a], out[b]] = [out[b], out[a]];
  return out;
}

/** The right position for every open slot, from the spectator's view only (open layout, swaps, revealed recipe). */
export function rightNames(s: GameState): number[] {
  const v = viewFor(s, null);
  const bake = v.bake!;
  const recipe = v.captains[bake.seat].recipe!.ingredients;
  const now = afterSwaps(bake.open, bake.swaps);
  return bake.locked.flatMap((p, slot) => (p === null ? [now.indexOf(recipe[slot])] : []));
}

/** Every open slot named wrong: each slot gets the next slot's right crate. */
export function allWrong(s: GameState): number[] {
  const right = rightNames(s);
  return right.map((_, i) => right[(i + 1) % right.length]);
}
