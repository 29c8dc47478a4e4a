// Pastry Pirates' pacing: how long each event takes to show, read by the server's game clock and the client's animations.
import type { GameEvent } from './types';
import { ANSWER_SHOW_MS } from './rules/bakeShow';

/** About how long clients take to show each kind of event, at pace 1 (0.35 s a square, 2.5 s a coin toss). */
export const SQUARE_MS = 350;
export const COIN_TOSS_MS = 2500;
const SWEEP_MS = 700;
/** How long a battle's landed coins hold before play goes on. */
export const BATTLE_RESULT_HOLD_MS = 1500;

/** How long an event takes to animate, in milliseconds at pace 1. The bake-off shuffle's length is already in the engine's deadline (R41, R50). */
export function animationMs(event: GameEvent): number {
  switch (event.type) {
    case 'sailed':
      return event.move.path.length * SQUARE_MS + (event.move.swept ? SWEEP_MS : 0);
    case 'tookBack':
      return (event.path.length * SQUARE_MS) / 2;
    case 'slipped':
      return event.move ? SQUARE_MS + (event.move.swept ? SWEEP_MS : 0) : 0;
    case 'stormBlew':
      return 2 * SQUARE_MS + 1200;
    case 'docked':
      return COIN_TOSS_MS;
    case 'broadsides':
      return COIN_TOSS_MS + BATTLE_RESULT_HOLD_MS; // the landed coins stay long enough to read who won
    case 'dawn':
      return 1500;
    case 'ovensLit':
      return 1500;
    case 'named':
      return event.crates.length ? ANSWER_SHOW_MS : 0; // every viewer reads the answer before play goes on
    case 'bought':
    case 'spoilsTaken':
    case 'bribeAnswered':
      return 800;
    default:
      return 0;
  }
}
