// The end screen's chart data: each merchant's Prestige and Coins as every turn started, from the turnStarted events (the
// story the room tells on joining, then the live ones), and at the end, so a table opened or reloaded mid-game charts it all.
import type { MerchantEvent, MerchantPlayerView, TurnMark } from '../../../../shared/merchant/types';
import { startingCoins } from '../../../../shared/merchant/numbers';
import { firstAnchorHolder } from '../../../../shared/merchant/state';

/** One point of the chart: the turn it was read at, and each seat's Prestige and Coins then. */
export type TurnPoint = { key: string; label: string; prestige: number[]; coins: number[] };

/**
 * The first turn's point, which no event tells (1A starts with the game): the first view this table saw, if it was in that
 * turn; else the game's opening figures (M7: no Prestige, each purse counted from the first Anchor, found from the Anchor of
 * any later turn told, M23), so a table opened after 1A still charts from the start; null when no turn's Anchor is known.
 */
function openingPoint(events: readonly MerchantEvent[], opening: MerchantPlayerView | null, count: number): TurnPoint | null {
  const point = (prestige: number[], coins: number[]): TurnPoint => ({ key: '1A', label: '1A', prestige, coins });
  if (opening && opening.round === 1 && opening.turn === 'A')
    return point(
      opening.merchants.map((m) => m.prestige),
      opening.merchants.map((m) => m.coins),
    );
  const told = events.find((e) => e.type === 'turnStarted');
  const known: { anchor: number; round: number; turn: TurnMark } | null = told ?? (opening && opening.phase !== 'over' ? opening : null);
  if (!known) return null;
  const first = firstAnchorHolder(known.anchor, known.round, known.turn, count);
  const seats = Array.from({ length: count }, (_, seat) => seat);
  return point(
    seats.map(() => 0),
    seats.map((seat) => startingCoins(seat, first, count)),
  );
}

/** The chart's points: one per turn started, in order (a turn told twice keeps its latest), and "End" once the game is over. */
export function chartPoints(events: readonly MerchantEvent[], view: MerchantPlayerView, opening: MerchantPlayerView | null = null): TurnPoint[] {
  const points = new Map<string, TurnPoint>();
  const first = openingPoint(events, opening, view.merchants.length);
  if (first) points.set('1A', first);
  for (const e of events) {
    if (e.type !== 'turnStarted') continue;
    const key = `${e.round}${e.turn}`;
    points.delete(key);
    points.set(key, { key, label: key, prestige: e.prestige, coins: e.coins });
  }
  if (view.phase === 'over') points.set('end', { key: 'end', label: 'End', prestige: view.merchants.map((m) => m.prestige), coins: view.merchants.map((m) => m.coins) });
  return [...points.values()];
}
