// The cast's scoreboard: every captain's flag, name, gold, hold, ovens and photo points; with an all-seeing cast,
// each recipe with the ingredients already aboard ticked off.
import type { Ingredient, PlayerView } from '../../../../shared/pastry/index';
import type { RevealMessage } from '../../../../shared/pastry/protocol';
import { useStore } from '../../../shell/store';
import { useShownView } from '../useShownView';
import { ScoreboardPanel, ScoreRow } from '../../../shell/cast/ScoreboardPanel';
import { INGREDIENT_COLOURS, INGREDIENT_ICONS, inkOn } from '../ingredientColours';

/**
 * A captain's line under their name: "Ovens lit" as a pill of its own (R40; a bare 🔥 beside the name read like a cheer
 * sent to the wrong ship, issue 32), then their recipe, each ingredient ticked once aboard (in the hold, or on the bench
 * once the ovens are lit). Nothing when neither shows.
 */
function OvensAndRecipe({ captain, recipe }: { captain: PlayerView['captains'][number]; recipe: { name: string; ingredients: Ingredient[] } | null }) {
  if (!captain.ovensLit && !recipe) return null;
  const aboard = [...captain.hold, ...captain.bench];
  return (
    <div className="cast-recipe">
      {captain.ovensLit && (
        <span className="cast-oven" title="Ovens lit: beyond reach, sailing home to bake">
          Ovens lit
        </span>
      )}
      {recipe && <span className="cast-recipe-name">{recipe.name}</span>}
      {recipe?.ingredients.map((ingredient) => {
        const have = aboard.includes(ingredient);
        return (
          <span
            key={ingredient}
            className={`cast-need${have ? ' have' : ''}`}
            style={have ? { background: INGREDIENT_COLOURS[ingredient], color: inkOn(INGREDIENT_COLOURS[ingredient]) } : undefined}
            title={ingredient}
          >
            {INGREDIENT_ICONS[ingredient]}
            {have && <b className="tick">✓</b>}
          </span>
        );
      })}
    </div>
  );
}

/** The head's figures: gold, what is aboard, photo points. */
const COLUMNS = [
  { icon: '🪙', title: 'Gold' },
  { icon: '📦', title: 'Ingredients: hold and bench (R46)' },
  { icon: '📷', title: 'Photo points' },
];

/** The scoreboard of the shown view, with an all-seeing cast's recipes when the room revealed them. */
export function Scoreboard() {
  const view = useShownView();
  const revealed = useStore((s) => (s.revealed as RevealMessage | null)?.recipes ?? null); // an all-seeing cast's recipes (server/games/pastry/table.ts)
  return view && <CaptainScores view={view} revealed={revealed} />;
}

/** The scoreboard's rows for `view`; a recipe the view hides shows when `revealed` holds it (R52: only an all-seeing cast's). */
export function CaptainScores({ view, revealed }: { view: PlayerView; revealed: RevealMessage['recipes'] | null }) {
  return (
    <ScoreboardPanel who="Captain" columns={COLUMNS}>
      {view.captains.map((c) => {
        const recipe = c.recipe ?? revealed?.[c.seat] ?? null;
        return (
          <ScoreRow
            key={c.seat}
            seat={c.seat}
            acting={view.actor === c.seat && view.phase !== 'over'}
            className={c.baked ? ' baked' : ''}
            name={
              <>
                {c.name}
                {c.baked && <span title="Baked">🏆</span>}
              </>
            }
            figures={
              <>
                <span className="cast-num">{c.gold}</span>
                <span className={`cast-num${c.heavy ? ' heavy' : ''}`}>{c.hold.length + c.bench.length}</span>
                <span className="cast-num">{c.photos.reduce((a, p) => a + p.points, 0)}</span>
              </>
            }
          >
            <OvensAndRecipe captain={c} recipe={recipe} />
          </ScoreRow>
        );
      })}
    </ScoreboardPanel>
  );
}
