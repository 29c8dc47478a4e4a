// A rehearsal's prelude: on a test seed, bots sail every seat for a while before the people take the helm, so that a browser
// test starts at the moment it checks (a bribe, a bake-off, a sighting) instead of playing the whole voyage to get there.
import { botDecision } from './botSeed';
import type { Voyage } from './Voyage';

/** How far a prelude plays: at most `steps` steps, stopping once the phase, or an event's type, is `until`. */
export type PreludeOptions = { steps: number; until?: string };

/** Plays normal bots for every seat at game time `now`, each step logged like any other; returns the events in order. */
export function playPrelude(voyage: Voyage, prelude: PreludeOptions, now: number): { type: string }[] {
  const told: { type: string }[] = [];
  for (let step = 0; step < prelude.steps; step++) {
    const { game, state } = voyage;
    const view = game.viewFor(state, null);
    if (view.phase === 'over' || view.phase === prelude.until || view.actor === null) break;
    const seat = view.actor;
    const action = botDecision(game, state, seat, 'normal');
    if (!action) break;
    const result = voyage.apply({ kind: 'action', seat, action, now });
    if (!result.ok) break; // a move that must wait for the clock (a bake-off's shuffle): the people take over here
    told.push(...result.applied.events);
    if (result.applied.events.some((e) => e.type === prelude.until)) break;
  }
  return told;
}
