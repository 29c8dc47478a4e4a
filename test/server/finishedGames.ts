// Whole bots-only games written to a store the way a table room writes them (through Voyage, with ticks, a newcomer taking a
// bot's seat, and the result stored as each ends), without sockets: fast material for replays, the finished list and pruning.
import { randomUUID } from 'node:crypto';
import type { VoyageStore } from '../../server/store/VoyageStore';
import { gameResult } from '../../server/table/gameResult';
import type { AnyTableGame } from '../../server/table/tableGame';
import { Voyage } from '../../server/table/Voyage';
import type { BotLevel } from '../../shared/table/step';

const LEVELS: BotLevel[] = ['easy', 'normal'];

/** A game played into the store: its code, the final state, the spectator view at the start of each day or round as it was live, and its newcomer's seat token. */
export type PlayedGame = { code: string; final: unknown; roundViews: Map<number, unknown>; seatToken: string };

/**
 * How a test game is played: `count` seats, timers off; `steer` may swap a bot's choice (a long bench voyage); `older`: it
 * finishes as a game did before results were stored, with none.
 */
export type PlayOptions = {
  count: number;
  steer?: (state: unknown, seat: number, action: unknown) => unknown;
  options?: Record<string, unknown>;
  older?: boolean;
  stopWhen?: (state: unknown) => boolean; // stops the game under way there (a recap's material)
  room?: Record<string, unknown>; // the room options stored with it
};

/**
 * Plays bots through `table`'s module into `store` under `code`: every action and tick is logged, a newcomer (a person,
 * with a seat token) takes seat 0 after a few steps, and the result is stored when the game ends (`gameResult`, as a room does).
 */
export function playStoredGame(store: VoyageStore, table: AnyTableGame, code: string, seed: string, { count, steer, options, older, stopWhen, room }: PlayOptions): PlayedGame {
  const { module } = table;
  const captains = Array.from({ length: count }, (_, i) => ({ name: `Bot ${i}`, bot: LEVELS[i % LEVELS.length] }));
  const setup = { seed, captains, options: { turnMs: 0, decisionMs: 0, namingMs: 0, ...options }, now: 0 };
  const voyage = Voyage.begin(store, code, module, setup, room ?? {}, older ? undefined : (state) => gameResult(table, state));
  const roundViews = new Map<number, unknown>([[table.summary(voyage.state).days, module.viewFor(voyage.state, null)]]);
  const seatToken = randomUUID();
  let now = 0;
  const apply = (entry: Parameters<typeof voyage.apply>[0]) => {
    const done = voyage.apply(entry);
    if (!done.ok) throw new Error(`${code} step ${voyage.stepCount}: ${JSON.stringify(entry)} was refused: ${done.error.message}`);
    const round = table.summary(voyage.state).days;
    if (!roundViews.has(round)) roundViews.set(round, module.viewFor(voyage.state, null));
  };
  for (let n = 0; n < 20_000 && !module.isOver(voyage.state) && !stopWhen?.(voyage.state); n++) {
    if (n === 5) {
      store.saveSeatToken(code, seatToken, 0);
      apply({ kind: 'seat', seat: 0, patch: { name: 'Newcomer', bot: null, connected: true } });
    }
    const view = module.viewFor(voyage.state, null);
    now = Math.max(now + 250, table.botWaitsUntil?.(view) ?? 0); // a bot lets a show play out first, as the room's bots do
    const seat = view.actor;
    if (seat === null) {
      now += 60_000; // nobody to act: a timer or a show is due
      apply({ kind: 'tick', now });
      continue;
    }
    const chosen = module.botAction(module.viewFor(voyage.state, seat), module.legalActions(voyage.state, seat), LEVELS[seat % LEVELS.length], `${seed}:${n}`);
    apply({ kind: 'action', seat, action: steer ? steer(voyage.state, seat, chosen) : chosen, now });
    if (!module.isOver(voyage.state)) apply({ kind: 'tick', now: now + 1 });
  }
  return { code, final: voyage.state, roundViews, seatToken };
}
