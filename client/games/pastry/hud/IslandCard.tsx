// What an island sells: pointing at an island, or tapping it, shows its ingredient, next price and crates left,
// and whether your recipe needs it (unless streamer mode hides the recipe).
import { useEffect, useRef } from 'react';
import { useStore } from '../../../shell/store';
import { useShownView } from '../useShownView';
import { Chip } from './Chip';
import { shownRecipe } from '../shownRecipe';

/** The card for the island pointed at, or nothing. */
export function IslandCard() {
  const index = useStore((s) => s.islandHover);
  const recipe = useStore(shownRecipe);
  const view = useShownView();
  const island = index === null ? undefined : view?.board.islands[index];
  // A card opened by a tap has no pointer to leave it: it closes when the turn moves on (a phone's stayed up into the next day).
  const turn = view ? `${view.day}:${view.turn}` : '';
  const opened = useRef({ index, turn });
  useEffect(() => {
    if (index !== null && opened.current.index === index && opened.current.turn !== turn) useStore.getState().set({ islandHover: null });
    opened.current = { index, turn };
  }, [index, turn]);
  if (!view || !island) return null;
  const me = view.you !== null ? view.captains[view.you] : null;
  const onRecipe = !!recipe?.ingredients.includes(island.ingredient);
  const have = !!me && (me.hold.includes(island.ingredient) || me.bench.includes(island.ingredient));
  return (
    <aside className="card island-card" role="status" aria-label={`${island.ingredient} Island`}>
      <strong>
        <Chip ingredient={island.ingredient} /> Island
      </strong>
      <div>{island.price === null ? 'Sold out' : `Next crate: ${island.price} gold · ${island.crates} of 3 left`}</div>
      {onRecipe && <div className="on-recipe">{have ? '✓ On your recipe (you have it)' : '★ On your recipe: you need this'}</div>}
      <div className="hint">Dock at its flag (the ringed jetty, lit gold while it is in your reach) to flip for gold and buy.</div>
      <button className="link" onClick={() => useStore.getState().set({ islandHover: null })} aria-label="Close the island card">
        ✕
      </button>
    </aside>
  );
}
