// The Trade board's Demand in rows, from the view alone (M2, M5, M14, M22): what each port asks for now and what a
// delivery there brings, so the HUD can list in words what the islands' small tiles show.
import type { Luxury, MerchantPlayerView } from '../../../../shared/merchant/types';
import { deliveryPrestige } from '../../../../shared/merchant/board';
import { matchingLuxuries } from '../../../../shared/merchant/demand';
import { SEGMENT_NAMES } from '../voyageOdds';

/** One segment's Demand: its tiles showing, its empty slots, what trading and a delivery there pay, and what you could deliver. */
export type DemandRow = {
  segment: number; // 1 to 3, near to far (M2)
  name: (typeof SEGMENT_NAMES)[number];
  tiles: Luxury[]; // the Demand tiles showing, in slot order (M5)
  empty: number; // slots left empty because no unused tile remained (M22)
  coins: number; // M14 step 1: coins per Cargo traded there
  prestige: number; // M14 step 2: the Prestige a trade there earns
  delivery: number; // M14 step 3: the Prestige a matching Luxury delivered there adds
  yours: Luxury[]; // M14: the tiles there you hold a Luxury for (none for a spectator)
};

/** M2, M14: each segment's Demand, near to far, with the view's printed numbers and shared/merchant's delivery reward. */
export function demandRows(view: MerchantPlayerView): DemandRow[] {
  const held = view.you === null ? null : view.merchants[view.you]?.luxuries;
  return view.board.segments.map((seg, i) => ({
    segment: i + 1,
    name: SEGMENT_NAMES[i],
    tiles: seg.demand.filter((t): t is Luxury => t !== null),
    empty: seg.demand.filter((t) => t === null).length,
    coins: seg.coins,
    prestige: seg.prestige,
    delivery: deliveryPrestige(i + 1),
    yours: held ? matchingLuxuries(held, seg.demand) : [],
  }));
}
