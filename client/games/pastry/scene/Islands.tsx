// What stands on the eight islands (their land is drawn with the rest of the board's, in Land): crates left, recipe stars,
// names, price flags and dock rings.
import { useStore } from '../../../shell/store';
import { Crates } from './Crates';
import { PriceFlags } from './PriceFlags';
import { RecipeMarks } from './RecipeMarks';
import { DockRings } from './DockRings';
import { IslandNames } from './IslandNames';

/** Every island's marks, and all their crates in one instanced mesh. */
export function Islands() {
  const islands = useStore((s) => s.view?.board.islands);
  const berths = useStore((s) => s.view?.board.berths);
  if (!islands || !berths) return null;
  return (
    <group>
      <RecipeMarks islands={islands} />
      <IslandNames islands={islands} />
      <PriceFlags islands={islands} />
      <Crates islands={islands} />
      <DockRings islands={islands} berths={berths} />
    </group>
  );
}
