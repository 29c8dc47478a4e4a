// CONTRACT "Bots": a bot's whole decision from the view and the legal actions alone, at easy, normal or hard level.
import type { Action, PlayerView } from '../types';
import { diceFor } from '../../table/dice';
import { outlookFor } from './outlook';
import { chooseBuy, chooseTurn } from './plan';
import { chooseSlip, chooseTake } from './battle';
import { chooseAnswer, chooseDefence } from './bribe';
import { chooseBake } from './bake';
import { LEVELS } from './level';
import { chartAhead, chartFor, isCharted } from './navigation';
import type { BotLevel } from '../../table/step';

export { photoDecision } from './photo';

/**
 * CONTRACT: the action of the seat the view is for, always a member of `legal` (given a non-empty one); pure, with
 * `seed` driving every chance. Call it when the seat is the actor; photos are decided by photoDecision instead, and a
 * list holding only photos gets its first photo back.
 */
export function botAction(view: PlayerView, legal: Action[], level: BotLevel, seed: string): Action {
  const acts: Action[] = legal.filter((a) => a.type !== 'photo');
  if (acts.length === 0 || view.you === null) return legal[0];
  const chart = chartFor(view.board);
  const charted = chart.maps.size;
  const action = decide(view, acts, level, seed);
  if (chart.maps.size === charted) chartAhead(chart);
  return action;
}

/**
 * One slice of the charting a bot's first decisions would otherwise do (the board's chart, then one expected-days map at
 * a time, each well under a millisecond); false once none is left. A room calls it through a bot's thinking pause, so no
 * decision charts a whole board at once. The maps are the same whenever they are made, so no choice changes.
 */
export function prepareBots(view: PlayerView): boolean {
  if (isCharted(view.board)) return chartAhead(chartFor(view.board));
  chartFor(view.board);
  return true;
}

/** botAction's choice among the listed actions other than photos. */
function decide(view: PlayerView, acts: Action[], level: BotLevel, seed: string): Action {
  const dice = diceFor(seed);
  if (view.phase === 'bake') return chooseBake(view, LEVELS[level], acts, dice);
  const o = outlookFor(view, level);
  const chosen = (() => {
    switch (view.phase) {
      case 'turn':
        return chooseTurn(o, acts, dice);
      case 'buy':
        return chooseBuy(o, acts);
      case 'bribe':
        return chooseDefence(o, acts);
      case 'answer':
        return chooseAnswer(o, acts);
      case 'slip':
        return chooseSlip(o, acts);
      case 'spoils':
        return chooseTake(o, acts);
      default:
        return null;
    }
  })();
  return chosen && acts.includes(chosen) ? chosen : acts[0];
}
