// KEEP_VOYAGES (issue 31): only the newest finished games are kept, with their logs; older ones are pruned at start-up and
// once a day. A game under way is never pruned (nor an abandoned one, which has no replay to keep or lose).
import type { VoyageStore } from './VoyageStore';

/** How many finished games are kept by default. */
export const KEEP_VOYAGES = 10_000;
/** How often pruning runs after the start-up's. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Prunes now and then daily, telling `pruned` the codes that went; returns the stop for the daily run. */
export function keepNewestFinished(store: VoyageStore, keep: number, pruned: (codes: string[]) => void): () => void {
  const whole = Math.ceil(keep); // a count of games
  const prune = () => {
    const codes = store.finished.prune(whole);
    if (!codes.length) return;
    console.log(`Pruned ${codes.length} finished game(s) past the newest ${whole} (KEEP_VOYAGES).`);
    pruned(codes);
  };
  prune();
  const daily = setInterval(prune, DAY_MS);
  daily.unref();
  return () => clearInterval(daily);
}
