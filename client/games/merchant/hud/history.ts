// The end screen's chart data: each merchant's Prestige and Coins as every turn started, from the turnStarted events (the
// story the room tells on joining, then the live ones), and at the end, so a table opened or reloaded mid-game charts it all.
import type { MerchantEvent, MerchantPlayerView } from '../../../../shared/merchant/types';

/** One point of the chart: the turn it was read at, and each seat's Prestige and Coins then. */
export type TurnPoint = { key: string; label: string; prestige: number[]; coins: number[] };

/** The chart's points: one per turn started, in order (a turn told twice keeps its latest), and "End" once the game is over. */
export function chartPoints(events: readonly MerchantEvent[], view: MerchantPlayerView): TurnPoint[] {
  const points = new Map<string, TurnPoint>();
  for (const e of events) {
    if (e.type !== 'turnStarted') continue;
    const key = `${e.round}${e.turn}`;
    points.delete(key);
    points.set(key, { key, label: key, prestige: e.prestige, coins: e.coins });
  }
  if (view.phase === 'over') points.set('end', { key: 'end', label: 'End', prestige: view.merchants.map((m) => m.prestige), coins: view.merchants.map((m) => m.coins) });
  return [...points.values()];
}
