// R24: a little flag on each dock with the next crate's price, or "sold out" (R26). It is page text over the canvas
// (usePageLabels), so it shows over the land (a dock on the far side of its island is still marked: newcomers could not
// find those) and stays sharp at light detail, where a texture's "2g" blurred into a smudge. It stands over a ship lying
// at the dock, and in front of the islands' names, behind only the YOU badge: a price behind another fades (labelDeclutter.ts).
import type { PlayerView } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { priceFlagPoint, shipsAtDocks } from './islandFlags';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { inBakeCloseUp } from './bakeCloseUp';
import { INGREDIENT_ICONS } from '../ingredientColours';

type IslandView = PlayerView['board']['islands'][number];

/** The price flags' rank among the scene's labels: in front of the names (a price is what a captain acts on), behind the YOU badge. */
export const PRICE_RANK = 3;

/** R24, R26: every island's price flag over its dock, with the island's icon to tell neighbouring docks apart; hidden in the bake-off close-up. */
export function PriceFlags({ islands }: { islands: IslandView[] }) {
  const moored = useStore((s) => (s.view ? shipsAtDocks(islands, s.view.captains).join() : '')); // a string: a ship sailing open water draws nothing here
  const shipThere = moored.split(',');
  usePageLabels(
    'price-flags',
    islands.map((island, i) => ({
      key: island.ingredient,
      text: `${INGREDIENT_ICONS[island.ingredient]} ${island.price === null ? 'sold' : `${island.price}g`}`,
      className: island.price === null ? 'flag-label price-flag sold' : 'flag-label price-flag',
      at: priceFlagPoint(island, shipThere[i] === 'true'),
    })),
    { hidden: inBakeCloseUp, rank: PRICE_RANK },
  );
  return null;
}
