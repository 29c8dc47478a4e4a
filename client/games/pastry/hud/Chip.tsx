// An ingredient chip: colour, initial and name on hover (every number and thing explained in one line).
import type { Ingredient } from '../../../../shared/pastry/index';
import { INGREDIENT_COLOURS, INGREDIENT_ICONS, inkOn } from '../ingredientColours';

/** One ingredient; a dim chip (not yet held) is a dashed outline, so its name stays readable. */
export function Chip({ ingredient, dim = false }: { ingredient: Ingredient; dim?: boolean }) {
  return (
    <span className={`chip${dim ? ' dim' : ''}`} style={dim ? undefined : { background: INGREDIENT_COLOURS[ingredient], color: inkOn(INGREDIENT_COLOURS[ingredient]) }} title={ingredient}>
      <span aria-hidden>{INGREDIENT_ICONS[ingredient]}</span>
      <span className="chip-name"> {ingredient}</span>
    </span>
  );
}
