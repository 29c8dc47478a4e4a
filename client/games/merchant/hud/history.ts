// The end screen's chart data: each merchant's Prestige and Coins as every turn started, from the turnStarted events (the
// story the room tells on joining, then the live ones), and at the end, so a table opened or reloaded mid-game charts it all.
import type { MerchantEvent, MerchantPlayerView } from '../../../../shared/merchant/types';

/** One point of the chart: the turn it was read at, and each seat's Prestige and Coins then. */
export type TurnPoint = { key: string; label: string; prestige: number[]; coins: number[] };

/** The chart's points: one per turn started, in order (a turn told twice keeps its latest), and "End" once the game is over. The
 * first turn starts with the game, before any event: `opening` (the first view this table saw, if it was in that turn) stands for it. */
export function chartPoints(events: readonly MerchantEvent[], view: MerchantPlayerView, opening: MerchantPlayerView | null = null): TurnPoint[] {
  const points = new Map<string, TurnPoint>();
  if (opening && opening.round === 1 && opening.turn === 'A')
    points.set('1A', { key: '1A', label: '1A', prestige: opening.merchants.map((m) => m.prestige), coins: opening.merchants.map((m) => m.coins) });
  for (const e of events) {
    if (e.type !== 'turnStarted') continue;
    const key = `${e.round}${e.turn}`;
    points.delete(key);
    points.set(key, { key, label: key, prestige: e.prestige, coins: e.coins });
  }
  if (view.phase === 'over') points.set('end', { key: 'end', label: 'End', prestige: view.merchants.map((m) => m.prestige), coins: view.merchants.map((m) => m.coins) });
  return [...points.values()];
}
