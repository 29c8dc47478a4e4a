// Clock holds (server/table/clockHolds.ts), without a room: a game asks the clock to wait for a seat's "Ready?" through
// its table's `holdFor`, play moving on lets it go, and a new voyage's first turn waits for its people's boards (R42, R50).
import { describe, expect, it } from 'vitest';
import { ClockHolds, READY_HOLD_MS, type HoldingTable } from '../../server/table/clockHolds';
import { GameClock } from '../../server/table/gameClock';
import type { TableView } from '../../shared/table/gameModule';

const VIEW: TableView = { you: null, phase: 'play', actor: 1 };

/** A table whose game asks to hold for seat 1 after a 'turnStarted', with seat 2 a bot's. */
function tableAt(wall: number, pace = 1): HoldingTable & { gameClock: GameClock } {
  return {
    gameClock: new GameClock(wall, 0),
    table: {
      besidePlay: new Set(['creatureSurfaced']),
      holdFor: (_view, events) => (events.some((e) => e.type === 'turnStarted') ? ((events[0] as { seat?: number }).seat ?? 1) : null),
    },
    settings: { pace },
    botHolds: (seat) => seat === 2,
  };
}

describe('clock holds', () => {
  it('hold for the seat a game asks for, up to READY_HOLD_MS, and run again from the moment it is ready', () => {
    const table = tableAt(0);
    const holds = new ClockHolds(table);
    holds.askAfter(VIEW, [{ type: 'turnStarted' }], 1000);
    expect(holds.waitingFor).toBe(1);
    expect(table.gameClock.now(1000 + READY_HOLD_MS - 1)).toBe(1000);
    expect(holds.readyAt(0, 5000)).toBe(false); // not the seat waited for
    expect(holds.readyAt(1, 5000)).toBe(true);
    expect(holds.waitingFor).toBeNull();
    expect(table.gameClock.now(6000)).toBe(2000);
    expect(holds.readyAt(1, 7000)).toBe(false); // nothing waits any more
  });

  it('never hold for a bot, at pace 0, or for a game that asks nothing', () => {
    const bot = new ClockHolds(tableAt(0));
    bot.askAfter(VIEW, [{ type: 'turnStarted', seat: 2 } as { type: string }], 0);
    expect(bot.waitingFor).toBeNull();
    const unpaced = new ClockHolds(tableAt(0, 0));
    unpaced.askAfter(VIEW, [{ type: 'turnStarted' }], 0);
    expect(unpaced.waitingFor).toBeNull();
    const quiet = tableAt(0);
    const none = new ClockHolds({ ...quiet, table: { besidePlay: new Set() } });
    none.askAfter(VIEW, [{ type: 'turnStarted' }], 0);
    expect(none.waitingFor).toBeNull();
  });

  it('let go when play moves on, but not for events beside play', () => {
    const table = tableAt(0);
    const holds = new ClockHolds(table);
    holds.askAfter(VIEW, [{ type: 'turnStarted' }], 1000);
    holds.playMoved([{ type: 'creatureSurfaced' }], 2000);
    expect(holds.waitingFor).toBe(1);
    holds.playMoved([{ type: 'turnEnded' }], 3000);
    expect(holds.waitingFor).toBeNull();
    expect(table.gameClock.now(4000)).toBe(2000);
  });

  it('wait for every seated person’s board, starting the clock with the last one (only once the voyage runs)', () => {
    const table = tableAt(0);
    const holds = new ClockHolds(table);
    expect(holds.awaitBoards([], 0, 10_000)).toBe(false);
    expect(holds.awaitBoards(['a', 'b'], 0, 10_000)).toBe(true);
    expect(holds.boardUp('a', true, 1000)).toBe(false);
    expect(table.gameClock.now(1500)).toBe(0);
    expect(holds.boardUp('b', true, 2000)).toBe(true);
    expect(table.gameClock.now(2500)).toBe(500);
    expect(new ClockHolds(tableAt(0, 0)).awaitBoards(['a'], 0, 10_000)).toBe(false); // tests play at once
  });

  it('stop waiting for boards when the wait runs out', () => {
    const holds = new ClockHolds(tableAt(0));
    holds.awaitBoards(['a', 'b'], 0, 10_000);
    holds.stopAwaitingBoards();
    expect(holds.boardUp('a', true, 1000)).toBe(false);
    expect(holds.boardUp('b', true, 1000)).toBe(false);
  });
});
