// The balance targets' figures (every option matters, few passes, segment 3, ties, seats, skill) from a batch of Merchant Voyages records, each a share with its Wilson 95 % interval.
import type { MerchantRecord } from './merchant';
import { wilson95 } from './stats';
import type { BotLevel } from '../../shared/table/step';

/** A share with its interval, over `n` trials. */
export type Share = { share: number; lo: number; hi: number; n: number };

/** The share of `hits` in `n` with its Wilson 95 % interval (split wins are rounded to a count). */
export function shareOf(hits: number, n: number): Share {
  const [lo, hi] = wilson95(Math.round(hits), n);
  return { share: hits / n, lo, hi, n };
}

/** A share as `25.1% (95% CI 23.2 .. 27.1)`. */
export function showShare(s: Share): string {
  const pct = (x: number) => (100 * x).toFixed(1);
  return `${pct(s.share)}% (95% CI ${pct(s.lo)} .. ${pct(s.hi)}, n ${s.n})`;
}

/** M31: a seat's split win: a win shared by k counts 1/k. */
function splitWin(r: MerchantRecord, seat: number): number {
  return r.winners.includes(seat) ? 1 / r.winners.length : 0;
}

/** The split win share of the seats a predicate picks (one per game, or summed over the seats it picks). */
export function winShare(records: readonly MerchantRecord[], picks: (r: MerchantRecord, seat: number) => boolean): Share {
  let wins = 0;
  let seats = 0;
  for (const r of records) {
    r.levelBySeat.forEach((_, seat) => {
      if (!picks(r, seat)) return;
      seats++;
      wins += splitWin(r, seat);
    });
  }
  return shareOf(wins, seats);
}

/** M7: the split win share of each seat counted from the first Anchor (0 is the Anchor's first holder). */
export function seatShares(records: readonly MerchantRecord[]): Share[] {
  const n = records[0].levelBySeat.length;
  return Array.from({ length: n }, (_, k) => winShare(records, (r, seat) => (seat - r.firstAnchor + n) % n === k));
}

/** M8: passes among the own actions of the bots of a level. */
export function passShare(records: readonly MerchantRecord[], level: BotLevel): Share {
  let passes = 0;
  let actions = 0;
  for (const r of records)
    r.levelBySeat.forEach((l, seat) => {
      if (l !== level) return;
      passes += r.passes[seat];
      actions += r.ownActions[seat];
    });
  return shareOf(passes, actions);
}

/** M14: the share of a level's bot-games with at least one trade in segment 3. */
export function farTradeShare(records: readonly MerchantRecord[], level: BotLevel): Share {
  let hits = 0;
  let seats = 0;
  for (const r of records)
    r.levelBySeat.forEach((l, seat) => {
      if (l !== level) return;
      seats++;
      if (r.farTrades[seat] > 0) hits++;
    });
  return shareOf(hits, seats);
}

/** M31: the share of games whose win is shared after every tie-break. */
export function tieShare(records: readonly MerchantRecord[]): Share {
  return shareOf(records.filter((r) => r.winners.length > 1).length, records.length);
}

/** M8: a per-round count's mean per game in each round, as `r1/r2/...`. */
function byRound(records: readonly MerchantRecord[], counts: (r: MerchantRecord) => number[]): string {
  const rounds = Math.max(0, ...records.map((r) => counts(r).length));
  return Array.from({ length: rounds }, (_, i) => (records.reduce((a, r) => a + (counts(r)[i] ?? 0), 0) / records.length).toFixed(2)).join('/');
}

/** Means per game of the play figures, as one printable line. */
export function playLine(records: readonly MerchantRecord[]): string {
  const n = records.length;
  const mean = (f: (r: MerchantRecord) => number) => (records.reduce((a, r) => a + f(r), 0) / n).toFixed(2);
  const prestige = (f: (xs: number[]) => number) => mean((r) => f(r.prestige));
  return (
    `per game: voyages ${mean((r) => r.voyages)}, ships turned back ${mean((r) => r.turnedBack)}, continues ${mean((r) => r.continued)}, ` +
    `segment-3 trades ${mean((r) => r.farTrades.reduce((a, b) => a + b, 0))}, Luxuries delivered ${mean((r) => r.delivered)}, ` +
    `Dock Huts ${mean((r) => r.huts)} (by round ${byRound(records, (r) => r.hutsByRound)}), Repairs ${mean((r) => r.repairs.reduce((a, b) => a + b, 0))} (by round ${byRound(records, (r) => r.repairsByRound)}), ships docked damaged ${mean((r) => r.damagedDockings)}; winning Prestige ${prestige((xs) => Math.max(...xs))}, mean Prestige ${prestige((xs) => xs.reduce((a, b) => a + b, 0) / xs.length)}`
  );
}
