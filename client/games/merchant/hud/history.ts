// The end screen's chart data: each merchant's Prestige and Coins at every turn, gathered from the views received,
// keyed by round and turn, so a table opened mid-game still charts what it saw.
import type { MerchantPlayerView } from '../../../../shared/merchant/types';

/** One point of the chart: the turn it was read at, and each seat's Prestige and Coins then. */
export type TurnPoint = { key: string; label: string; prestige: number[]; coins: number[] };

/** The key of the view's moment on the chart: "2A", or "end" once the game is over. */
export function turnKey(view: MerchantPlayerView): string {
  return view.phase === 'over' ? 'end' : `${view.round}${view.turn}`;
}

/** Adds the view to the history: the latest view of a turn replaces the earlier one, a new turn appends (pure). */
export function recordTurn(history: readonly TurnPoint[], view: MerchantPlayerView): TurnPoint[] {
  const key = turnKey(view);
  const point: TurnPoint = { key, label: key === 'end' ? 'End' : key, prestige: view.merchants.map((m) => m.prestige), coins: view.merchants.map((m) => m.coins) };
  const last = history[history.length - 1];
  if (last?.key === key) return [...history.slice(0, -1), point];
  if (history.some((p) => p.key === key)) return [...history]; // an older view arriving late never rewrites the past
  return [...history, point];
}
