// What makes a Pastry Pirates table worth watching on TV (issue 31): a broadside or a bake-off under way, captains racing
// home with their ovens lit, a storm, a creature up. Its chapters are its days (R45): TV switches tables only between them.
import type { PlayerView } from '../../../shared/pastry/index';
import type { OnAir } from '../../table/tableGame';

/** The phases of a broadside, from the bribe to the spoils (R28 to R33). */
const BROADSIDE = new Set<PlayerView['phase']>(['bribe', 'answer', 'slip', 'spoils']);

/** Pastry Pirates on TV: a bake-off (R41) outranks a broadside, which outranks a close race (two or more ovens lit, R40) or a storm (R13). */
export const pastryOnAir: OnAir<PlayerView> = {
  liveliness: (view) => {
    if (view.phase === 'over') return 0;
    const lit = view.captains.filter((c) => c.ovensLit && !c.baked).length;
    let score = 0;
    if (view.phase === 'bake' || view.bake) score += 4;
    if (view.battle || BROADSIDE.has(view.phase)) score += 3;
    score += lit >= 2 ? 3 : lit;
    score += view.wind.storm ? 2 : view.wind.stormWarning ? 1 : 0;
    if (view.sightings.length) score += 1;
    return score;
  },
  chapter: (view) => view.day,
};
