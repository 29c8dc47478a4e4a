// What separates an easy, a normal and a hard merchant bot: every level-dependent number in one place.
import type { BotLevel } from '../types';

/** The knobs a level turns; each is read by the bot file that needs it. */
export type MerchantLevelParams = {
  weighsOdds: boolean;      // voyage.ts, M12: push-your-luck by the unseen cards; otherwise a fixed habit
  habitMargin: number;      // voyage.ts: without odds, continue while Strength exceeds the sum by at least this
  timeCost: number;         // odds.ts, M3 and M20: Prestige a turn a ship spends away from its dock is worth
  plansDemand: boolean;     // actions.ts, M5 and M14: buys Luxuries for Demand tiles a ship can reach, and loads and arms for them
  noise: number;            // actions.ts: up to this much random noise added to each action's worth
};

/** The three levels of M1's bots. */
export const MERCHANT_LEVELS: Record<BotLevel, MerchantLevelParams> = {
  easy: { weighsOdds: false, habitMargin: 1, timeCost: 0, plansDemand: false, noise: 1.5 },
  normal: { weighsOdds: true, habitMargin: 0, timeCost: 0, plansDemand: false, noise: 0.3 },
  hard: { weighsOdds: true, habitMargin: 0, timeCost: 0.5, plansDemand: true, noise: 0 },
};
