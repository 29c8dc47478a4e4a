// Merchant Voyages benchmarks: 4-merchant games of random legal play per second on one core, and bot decision times per level.
import { merchantSetup, playRandomGame, testRandom } from '../merchant/play';
import { playMerchantBotGame } from '../sim/merchant';
import { quantile } from '../sim/stats';
import { benchHardBot } from './merchantHard';
import type { BotLevel } from '../../shared/table/step';

const NO_TIMERS = { turnMs: 0, decisionMs: 0 };
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** Plays random legal 4-merchant games for about `seconds` and prints games and steps per second. */
function benchRandomPlay(seconds: number): void {
  let games = 0;
  let steps = 0;
  const start = performance.now();
  for (let i = 0; performance.now() - start < seconds * 1000 || i < 5; i++) {
    steps += playRandomGame(merchantSetup(`bench-merchant-${i}`, 4, NO_TIMERS), testRandom(i + 1)).log.length;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  console.log(
    `merchant engine  uniform random legal play ${(games / elapsed).toFixed(1).padStart(7)} games/s  ` +
      `${(steps / elapsed).toFixed(0).padStart(7)} steps/s  (${games} games of 4 merchants, ${(steps / games).toFixed(0)} steps each)`,
  );
}

/** Plays 4-merchant games of mixed levels for about `seconds` and prints each level's decision times. */
function benchBotDecisions(seconds: number): void {
  const times: Record<BotLevel, number[]> = { easy: [], normal: [], hard: [] };
  const start = performance.now();
  let games = 0;
  for (let i = 0; performance.now() - start < seconds * 1000 || i < 3; i++) {
    playMerchantBotGame(
      `bench-merchant-bots-${i}`,
      [0, 1, 2, 3].map((seat) => LEVELS[(i + seat) % 3]),
      (level, ms) => times[level].push(ms),
    );
    games++;
  }
  for (const level of LEVELS) {
    const t = times[level];
    console.log(
      `merchant bots    ${`${level} decision`.padEnd(26)} median ${quantile(t, 0.5).toFixed(3)} ms  p99 ${quantile(t, 0.99).toFixed(2)} ms  ` +
        `max ${quantile(t, 1).toFixed(1)} ms  (${t.length} decisions in ${games} games)`,
    );
  }
}

/** Runs the Merchant Voyages figures. */
export function benchMerchant(seconds = 8): void {
  benchRandomPlay(seconds);
  benchBotDecisions(seconds);
  benchHardBot(seconds);
}
