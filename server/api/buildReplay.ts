// A finished game's replay (issue 31), computed from its log by its engine in one pass, never stored: the setup's public
// facts, every step's public events with their animation times and its change to the spectator view, a view at the start of each day or round to seek
// to, and the final view. Only what was public while it ran (R52, M41): events and spectator views, never the seed, the
// random stream or a seat token; the end reveals what the table's all-seeing cast saw (Pastry Pirates' recipes).
import type { FinishedSeat, FinishedVoyage, Replay, ReplaySeek, ReplayStep } from '../../shared/table/replay';
import { lengthKey } from '../../shared/table/voyageSummary';
import { viewPatch } from '../../shared/table/viewPatch';
import { replayToEnd } from '../store/replay';
import type { StoredResult } from '../store/finishedGames';
import type { StoredVoyage } from '../store/VoyageStore';
import type { AnyTableGame } from '../table/tableGame';

/** A stored result as the list and a replay show it, with its game's title and its length in the game's own words. */
export function finishedVoyage(result: StoredResult, table: AnyTableGame | null): FinishedVoyage {
  const { code, game, finishedAt, seats, winners, length } = result;
  const words = table ? { title: table.module.title, [lengthKey(table.module.words.round)]: length } : { title: game };
  return { code, game, finishedAt, seats, winners, ...words };
}

/** The replay of a finished voyage under its game's engine, up to the step it ended with, with its stored result (or, for a game finished before results were stored, the result its replay ends with). Throws if its log no longer replays. */
export function buildReplay(table: AnyTableGame, stored: StoredVoyage, result: StoredResult | null, finishedAt: number): Replay {
  const { module } = table;
  const roundOf = (state: unknown) => table.summary(state).days;
  const seeks: ReplaySeek[] = [];
  const steps: ReplayStep[] = [];
  let now = stored.setup.now ?? 0;
  let round = 0;
  let view: unknown = null;
  const final = replayToEnd(stored.setup, stored.log, module, {
    start: (state) => {
      round = roundOf(state);
      view = module.viewFor(state, null);
      seeks.push({ step: 0, round, view });
    },
    step: ({ n, entry, events, state }) => {
      if ('now' in entry) now = entry.now;
      const after = module.viewFor(state, null);
      steps.push({ now, events: events.map((e: { type: string }) => ({ ...e, ms: module.animationMs(e) })), patch: viewPatch(view, after) });
      view = after;
      const next = roundOf(state);
      if (next === round) return;
      round = next;
      seeks.push({ step: n + 1, round, view: after });
    },
  });
  const summary = table.summary(final);
  const seats: FinishedSeat[] = module.seatsOf(final).map(({ name, bot }: FinishedSeat) => ({ name, bot }));
  const facts = result ?? { code: stored.code, game: stored.game, finishedAt, seats, winners: summary.winners, length: summary.days };
  const { captains, options, edition } = stored.setup;
  return {
    ...finishedVoyage(facts, table),
    setup: {
      captains: captains.map(({ name, bot }) => ({ name, bot: bot ?? null })),
      options: { ...(options as Record<string, unknown>) },
      ...(edition ? { edition } : {}),
      startedAt: stored.setup.now ?? 0,
    },
    steps,
    seeks,
    final: module.viewFor(final, null),
    revealed: table.reveal(seats.map((_, seat) => module.privateOf(final, seat))),
  };
}
