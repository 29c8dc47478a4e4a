// What a merchant bot was heading for, read from its seat's view (issue 31: the card a newcomer who takes over a bot's fleet
// gets): the ships it has out on a voyage and where, the Cargo it has loaded at the dock to send out, or neither (M4 to M8).
import type { MerchantPlayerView, ShipKind } from '../types';

/** One ship's errand: out on segment `segment` (1 near to 3 far), homeward, or loaded at the dock and waiting to sail. */
export type Errand = { ship: number; kind: ShipKind; cargo: number } & ({ at: 'board'; segment: number } | { at: 'home'; spacesHome: number } | { at: 'dock' });

/** The fleet's errands, ships at sea first, then loaded ones at the dock; empty when every ship sits empty at the dock. */
export function fleetHeading(view: MerchantPlayerView): Errand[] {
  const me = view.you === null ? undefined : view.merchants[view.you];
  if (!me) return [];
  const errands: Errand[] = me.ships.map((s, ship) => {
    const base = { ship, kind: s.kind, cargo: s.cargo };
    if (s.at === 'board') return { ...base, at: 'board', segment: s.segment ?? 1 };
    if (s.at === 'home') return { ...base, at: 'home', spacesHome: s.spacesHome ?? 0 };
    return { ...base, at: 'dock' };
  });
  const rank = (e: Errand) => (e.at === 'dock' ? 1 : 0);
  return errands.filter((e) => e.at !== 'dock' || e.cargo > 0).sort((a, b) => rank(a) - rank(b));
}
