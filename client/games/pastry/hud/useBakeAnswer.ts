// R42: after each naming, every viewer sees where the crates were before play moves on: the bench each baker last showed is
// remembered, and a naming's event turns it into the answer, held on screen for ANSWER_SHOW_MS.
import { useEffect, useRef, useState } from 'react';
import type { BakeView, Ingredient } from '../../../../shared/pastry/index';
import { ANSWER_SHOW_MS } from '../../../../shared/pastry/rules/bakeShow';
import { useStore } from '../../../shell/store';
import { useNewEvents } from '../useNewEvents';
import { answerOf, type BakeAnswer } from '../bakeAnswer';

/** A bench as it stood before its naming, with whose it was. */
type Bench = { bake: BakeView; recipe: Ingredient[]; name: string; recipeName: string };

/** The answer on show, with the baker's name and pastry; null when none is. */
export type ShownAnswer = BakeAnswer & { name: string; recipeName: string };

/** The last naming's answer while it is on show. */
export function useBakeAnswer(): ShownAnswer | null {
  const benches = useRef(new Map<number, Bench>());
  const view = useStore((s) => s.view);
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  useEffect(() => {
    const bake = view?.bake;
    const baker = bake ? view.captains[bake.seat] : undefined;
    if (bake && baker?.recipe) benches.current.set(bake.seat, { bake, recipe: baker.recipe.ingredients, name: baker.name, recipeName: baker.recipe.name });
  }, [view]);
  useNewEvents((event) => {
    if (event.type !== 'named') return;
    const bench = benches.current.get(event.seat);
    const shown = bench && answerOf(bench.bake, bench.recipe, event);
    if (shown) setAnswer({ ...shown, name: bench.name, recipeName: bench.recipeName });
  });
  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => setAnswer(null), ANSWER_SHOW_MS);
    return () => clearTimeout(timer);
  }, [answer]);
  return answer;
}
