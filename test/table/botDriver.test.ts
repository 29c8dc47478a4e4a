// The bot driver (server/table/botDriver.ts), without a room: a bot acts once the shows have played and it has thought a
// moment, only if play has not moved on meanwhile, and makes the side moves its game prompts (R37), from its seat's view.
import { describe, expect, it } from 'vitest';
import { BotDriver, type BotTable } from '../../server/table/botDriver';
import { GameClock } from '../../server/table/gameClock';
import type { TableView } from '../../shared/table/gameModule';

/** A clock that runs its timers when told. */
function manualClock() {
  const timers: { ms: number; run: () => void; cleared: boolean }[] = [];
  return {
    timers,
    setTimeout: (run: () => void, ms: number) => {
      const timer = { ms, run, cleared: false };
      timers.push(timer);
      return { clear: () => (timer.cleared = true) } as never;
    },
  };
}

/** A two-seat table whose seat 1 is a bot's; its game's bot always plays 'go'. */
function table(pace: number, extra: Partial<BotTable['table']> = {}) {
  const voyage = { state: { seed: 'k'.repeat(64) }, stepCount: 7 };
  const core = {
    voyage,
    settings: { pace },
    gameClock: new GameClock(Date.now(), 0),
    game: {
      isOver: () => false,
      legalActions: () => ['go'],
      viewFor: (_s: unknown, seat: number | null) => ({ you: seat, phase: 'play', actor: 1 }),
      botAction: (_v: unknown, legal: string[]) => legal[0],
      botPoint: () => 'p',
    },
    table: { ...extra },
    botHolds: (seat: number) => seat === 1,
    seatFacts: (seat: number) => ({ name: `S${seat}`, bot: seat === 1 ? ('easy' as const) : null, connected: true, auto: false }),
  };
  return core as unknown as BotTable & { voyage: typeof voyage };
}

const BOT_TURN: TableView = { you: null, phase: 'play', actor: 1 };

describe('the bot driver', () => {
  it('acts for the bot whose turn it is, after a thinking pause scaled by the pace', () => {
    const clock = manualClock();
    const acted: [number, unknown][] = [];
    const bots = new BotDriver(table(1), clock, (seat, action) => acted.push([seat, action]));
    bots.schedule(BOT_TURN, []);
    expect(clock.timers).toHaveLength(1);
    expect(clock.timers[0].ms).toBeGreaterThanOrEqual(350);
    expect(clock.timers[0].ms).toBeLessThanOrEqual(900);
    clock.timers[0].run();
    expect(acted).toEqual([[1, 'go']]);
  });

  it('acts at once at pace 0, and not at all for a person’s turn', () => {
    const clock = manualClock();
    const bots = new BotDriver(table(0), clock, () => undefined);
    bots.schedule(BOT_TURN, []);
    expect(clock.timers[0].ms).toBe(0);
    bots.schedule({ ...BOT_TURN, actor: 0 }, []);
    expect(clock.timers[0].cleared).toBe(true); // a new step replaces the waiting move
    expect(clock.timers).toHaveLength(1);
  });

  it('drops a move when play moved on before it came', () => {
    const clock = manualClock();
    const core = table(1);
    const acted: unknown[] = [];
    new BotDriver(core, clock, (_seat, action) => acted.push(action)).schedule(BOT_TURN, []);
    core.voyage.stepCount += 1;
    clock.timers[0].run();
    expect(acted).toEqual([]);
  });

  it('waits for a show the game says a bot must watch, and makes the side moves its game prompts', () => {
    const clock = manualClock();
    const acted: [number, unknown][] = [];
    const core = table(1, {
      botWaitsUntil: () => 60_000,
      sideMove: { prompt: (e: { type: string }) => (e.type === 'surfaced' ? { seat: 1, point: 'c1' } : null), decide: (_v: unknown, legal: unknown[]) => legal[0] },
    } as never);
    new BotDriver(core, clock, (seat, action) => acted.push([seat, action])).schedule(BOT_TURN, [{ type: 'surfaced' }]);
    expect(clock.timers).toHaveLength(2);
    const [side, turn] = clock.timers;
    expect(turn.ms).toBeGreaterThan(59_000);
    side.run();
    expect(acted).toEqual([[1, 'go']]);
  });

  it('runs the game preparation a slice an event-loop turn while the bot thinks, until the game says none is left', async () => {
    const clock = manualClock();
    const core = table(1);
    const sliced: unknown[] = [];
    let left = 3;
    (core.game as { botPrepare?: (view: unknown) => boolean }).botPrepare = (view) => {
      sliced.push(view);
      left -= 1;
      return left > 0;
    };
    new BotDriver(core, clock, () => undefined).schedule(BOT_TURN, []);
    expect(sliced).toEqual([]); // not within the step that scheduled the move
    await new Promise((resolve) => setImmediate(resolve));
    expect(sliced).toHaveLength(1); // one slice a turn: other tables' messages come between
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(sliced).toEqual([BOT_TURN, BOT_TURN, BOT_TURN]);
    expect(clock.timers[0].cleared).toBe(false); // the move still waits for its pause
  });
});
