// Pastry Pirates' hooks for the shell's store and net layer: its view from the room's patch into its part of the store
// (pastrySlice.ts), its events and story in plain words for the log, its refusals in words.
import type { GameEvent } from '../../../shared/pastry/index';
import type { ShellGameHooks } from '../../shell/gameHooks';
import { pastryView, type RoomJson } from './toView';
import { eventId } from '../../shell/eventId';
import { heldFrom } from '../../shell/show/heldView';
import type { TimedEvent } from './pastrySlice';
import { asPastryAction, pastryBits } from './pastryLegal';
import { arrivingLines, errorWords, orderWords, storySoFar, tellersNow } from './hud/words';

/** What the shell asks of Pastry Pirates as a room's messages arrive. */
export const pastryHooks: ShellGameHooks = {
  fromRoom: (room, s) => ({ previousView: s.view, view: pastryView(room, s.seat, s.recipe) }),
  fromPrivate: (table, s) => {
    const bits = pastryBits(table);
    return { recipe: bits.recipe, view: s.room ? pastryView(s.room, bits.seat, bits.recipe) : null };
  },
  // The events join the scene's and director's list, stamped with their show times. The HUD's numbers keep the view from
  // before them until they have played out, so no purse or banner tells the result while the coins are still in the air
  // (useShownView.ts). `s` is the store before this batch: its `presentingUntil` is when the earlier show ends.
  showing: (s, events, playing) => ({
    events: [...s.events, ...(events as TimedEvent[])].slice(-200), // what the events hook queued (or a test stands in for it)
    held: playing ? heldFrom(s.held, s.previousView, s.presentingUntil > Date.now()) : null,
  }),
  shown: () => ({ held: null }),
  deadline: (room) => (room as RoomJson).view?.deadline ?? null, // R50: the turn's, a bribe's or a naming's
  ended: (s) => s.view?.phase === 'over',
  events: (m, s) => {
    const events = m.events as (GameEvent & { ms: number })[];
    const { names, you } = tellersNow(s.previousView?.captains ?? (s.room as RoomJson | null)?.view?.captains ?? [], s.seat); // the hands that made the step: the view before its patch
    const timed: TimedEvent[] = events.map(({ ms: _animationMs, ...event }) => ({ key: eventId(), event: event as GameEvent }));
    const lines = arrivingLines(events, s.events.at(-1)?.event, names, you);
    s.addEvents(
      timed,
      m.serverNow,
      events.map((e, i) => ({ line: lines[i], ms: e.ms })),
    );
  },
  history: (m, s) => s.restoreLog(storySoFar(m.events as unknown as GameEvent[], m.eras)),
  errorWords: (code, fallback) => errorWords(code, fallback),
  refused: (s) => s.set({ bakePicks: [] }), // a refused naming is picked again from the start
  notSent: (action, s) => s.toast(`Not sent: “${orderWords(asPastryAction(action))}” no longer fits this moment.`, 'info'), // only a waiting order is judged here
};
