// A catch-up recap (issue 31): the previous full day (or round) of a game under way, computed from its log by its engine in
// one pass, through the viewer's own view: the spectator view for a spectator, that seat's view for a seated player. Each
// step carries the events every client was sent and its change to that view, so a recap shows only what its viewer saw
// at the time (R52, M41); never the seed, the random stream or a seat token.
import type { Recap, ReplayStep } from '../../shared/table/replay';
import { viewPatch } from '../../shared/table/viewPatch';
import { replayVoyage } from '../store/replay';
import type { StoredVoyage } from '../store/VoyageStore';
import type { AnyTableGame } from '../table/tableGame';

/** One day (or round) gathered while the log replays: its number, the view that opened it, the game time before it, its steps. */
type Day = { round: number; view: unknown; startedAt: number; steps: ReplayStep[] };

/** The recap of `stored`'s previous full day (or round) for `seat` (null: a spectator); null while the first is still under way. Throws if the log no longer replays. */
export function buildRecap(table: AnyTableGame, stored: StoredVoyage, seat: number | null): Recap | null {
  const { module } = table;
  const roundOf = (state: unknown) => table.summary(state).days;
  let now = stored.setup.now ?? 0;
  let view: unknown = null;
  let current: Day | null = null;
  let previous: (Day & { final: unknown }) | null = null;
  replayVoyage(stored.setup, stored.log, module, {
    start: (state) => {
      view = module.viewFor(state, seat);
      current = { round: roundOf(state), view, startedAt: now, steps: [] };
    },
    step: ({ entry, events, state }) => {
      if ('now' in entry) now = entry.now;
      const after = module.viewFor(state, seat);
      const day = current!;
      day.steps.push({ now, events: events.map((e: { type: string }) => ({ ...e, ms: module.animationMs(e) })), patch: viewPatch(view, after) });
      view = after;
      const round = roundOf(state);
      if (round === day.round) return;
      previous = { ...day, final: after };
      current = { round, view: after, startedAt: now, steps: [] };
    },
  });
  const done = previous as (Day & { final: unknown }) | null;
  if (!done) return null;
  return {
    code: stored.code,
    game: stored.game,
    title: module.title,
    round: done.round,
    seat,
    setup: { startedAt: done.startedAt },
    steps: done.steps,
    seeks: [{ step: 0, round: done.round, view: done.view }],
    final: done.final,
  };
}
