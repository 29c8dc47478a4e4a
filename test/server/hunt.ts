// Test helper: captains who seek a battle (a hunter) and who freeze when the cannons are loaded at them (a defender).
import type { Action, Dir, PlayerView, Square } from '../../shared/pastry/index';
import { playLikeABot, type Chooser } from './captain';

const STEP: Record<Dir, Square> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
/** Where a route ends if no current sweeps it. */
function endOf(from: Square, route: Dir[]): Square {
  return route.reduce<Square>(([x, y], d) => [x + STEP[d][0], y + STEP[d][1]], from);
}

/** A captain who hunts one seat: attacks it when R28 allows, otherwise sails as close to it as the wind allows. */
export function hunter(prey: () => number | null): Chooser {
  let attacked = false;
  return (view: PlayerView, legal: Action[]) => {
    const target = prey();
    if (attacked || target === null) return playLikeABot(view, legal);
    const battle = legal.find((a) => a.type === 'battle' && a.target === target);
    if (battle) {
      attacked = true;
      return battle;
    }
    if (view.phase !== 'turn') return playLikeABot(view, legal);
    const at = view.captains[view.you!].pos;
    const goal = view.captains[target].pos;
    const gap = ([x, y]: Square) => Math.max(Math.abs(x - goal[0]), Math.abs(y - goal[1]));
    const sails = legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail');
    if (sails.length === 0) return legal.find((a) => a.type === 'endTurn') ?? legal[0];
    return sails.reduce((best, a) => (gap(endOf(at, a.route)) < gap(endOf(at, best.route)) ? a : best));
  };
}

/** A captain who plays like a bot but freezes when the cannons are loaded at them (R29), so the test can pull the plug. */
export function defender(frozen: { now: boolean }): Chooser {
  return (view, legal) => {
    if (view.phase === 'bribe' && view.battle?.defender === view.you) {
      frozen.now = true;
      return null;
    }
    return playLikeABot(view, legal);
  };
}
