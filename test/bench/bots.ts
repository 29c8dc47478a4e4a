// Bot benchmark: the time one bot decision takes (median and 99th percentile) per level, over whole voyages of mixed bots.
import { playBotVoyage } from '../sim/voyage';
import { quantile } from '../sim/stats';
import type { BotLevel } from '../../shared/table/step';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * Plays 4-captain voyages of mixed levels for about `seconds` and prints each level's decision times, every voyage's first
 * decision, and the preparation slices a room runs in a bot's thinking pause (botDriver.ts).
 */
export function benchBots(seconds = 8): void {
  const times: Record<BotLevel, number[]> = { easy: [], normal: [], hard: [] };
  const firsts: number[] = [];
  const slices: number[] = [];
  const start = performance.now();
  let voyages = 0;
  for (let i = 0; performance.now() - start < seconds * 1000 || i < 3; i++) {
    const table = [0, 1, 2, 3].map((seat) => LEVELS[(i + seat) % 3]);
    let first = true;
    const decided = (_seat: number, level: BotLevel, _state: unknown, _action: unknown, ms: number) => {
      times[level].push(ms);
      if (first) firsts.push(ms);
      first = false;
    };
    playBotVoyage(`bench-bots-${i}`, table, decided, undefined, (ms) => slices.push(ms));
    voyages++;
  }
  for (const level of LEVELS) {
    const t = times[level];
    console.log(
      `bots    ${`${level} decision`.padEnd(26)} median ${quantile(t, 0.5).toFixed(3)} ms  p99 ${quantile(t, 0.99).toFixed(2)} ms  ` +
        `max ${quantile(t, 1).toFixed(1)} ms  (${t.length} decisions in ${voyages} voyages)`,
    );
  }
  for (const [label, t] of [
    ['first decision of a voyage', firsts],
    ['preparation slice', slices],
  ] as const)
    console.log(`bots    ${label.padEnd(26)} median ${quantile(t, 0.5).toFixed(3)} ms  p99 ${quantile(t, 0.99).toFixed(2)} ms  max ${quantile(t, 1).toFixed(1)} ms  (${t.length})`);
}
