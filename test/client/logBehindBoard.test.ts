// A viewer's log never runs ahead of their board: a sail's log line shows when its show ends (the server's pacing), and by
// then the ship has reached its berth on screen, whatever the frame rate (the cast's software renderer draws a few a second);
// the story so far, arriving while a show still plays, does not tell that show's lines before it ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent, Square } from '../../shared/pastry/index';
import { animationMs } from '../../shared/pastry/pacing';
import { installGames, useStore } from '../../client/shell/store';
import { GAMES } from '../../client/games/registry';
import { eventId } from '../../client/shell/eventId';
import { worldOf } from '../../client/games/pastry/scene/coords';
import { sailOn, type OnWater, type Waypoint } from '../../client/games/pastry/scene/sailOn';

installGames(GAMES); // the shell's games, as main.tsx hands them

const from: Square = [2, 5];
const path: Square[] = [
  [3, 5],
  [4, 5],
  [5, 5],
  [5, 6],
];
const sailed: GameEvent = { type: 'sailed', seat: 0, route: ['E', 'E', 'E', 'S'], move: { seat: 0, path, swept: null } };
const LINE = 'Anne sails to the Sugar dock.';

/** Plays the sail at `fps` frames a second, from the moment its event arrives; true if the log ever told it before the ship arrived. */
function logRanAhead(fps: number): boolean {
  const queue: Waypoint[] = path.map((square) => ({ to: worldOf(square), fast: false }));
  const berth = worldOf(path.at(-1)!);
  const rest: Waypoint = { to: berth, fast: false };
  const ship: OnWater = { x: worldOf(from)[0], z: worldOf(from)[2] };
  useStore.getState().addEvents([{ key: eventId(), event: sailed }], Date.now(), [{ line: LINE, ms: animationMs(sailed) }]);
  for (let frame = 0; frame < fps * 5; frame++) {
    vi.advanceTimersByTime(1000 / fps); // the log's timer runs between frames
    sailOn(ship, queue, rest, 1 / fps, false); // this frame draws the ship where it has sailed by now
    const told = useStore.getState().log.some((l) => l.text === LINE);
    const arrived = Math.hypot(ship.x - berth[0], ship.z - berth[2]) < 0.05;
    if (told && !arrived) return true;
    if (told) return false;
  }
  throw new Error('the line was never told');
}

describe('the log waits for the board', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStore.setState({ log: [], events: [], presentingUntil: 0, held: null, code: null });
  });
  afterEach(() => vi.useRealTimers());

  for (const fps of [60, 24, 10, 4]) {
    it(`at ${fps} frames a second, a sail's line is told once the ship is at its berth`, () => {
      expect(logRanAhead(fps)).toBe(false);
    });
  }
});

describe('the story so far, arriving while a show plays', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStore.setState({ log: [], events: [], presentingUntil: 0, held: null, code: 'ABCDE' });
  });
  afterEach(() => {
    vi.useRealTimers();
    useStore.setState({ code: null });
  });

  it('keeps the lines still waiting for their show waiting (a viewer back after a drop while a ship sails)', () => {
    useStore.getState().addEvents([{ key: eventId(), event: sailed }], Date.now(), [{ line: LINE, ms: animationMs(sailed) }]);
    useStore.getState().restoreLog(['Dawn of day 2.', LINE]);
    expect(useStore.getState().log.map((l) => l.text)).toEqual(['Dawn of day 2.']);
    vi.advanceTimersByTime(animationMs(sailed));
    expect(useStore.getState().log.map((l) => l.text)).toEqual(['Dawn of day 2.', LINE]);
  });

  it('replaces the log at once when its lines are not the ones waiting', () => {
    useStore.getState().addEvents([{ key: eventId(), event: sailed }], Date.now(), [{ line: LINE, ms: animationMs(sailed) }]);
    useStore.getState().restoreLog(['Dawn of day 2.', 'Bo docks at Tortuga.']);
    vi.advanceTimersByTime(animationMs(sailed));
    expect(useStore.getState().log.map((l) => l.text)).toEqual(['Dawn of day 2.', 'Bo docks at Tortuga.']);
  });
});
