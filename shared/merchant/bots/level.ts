import type { BotLevel } from '../../table/step';

// What separates an easy, a normal and a hard merchant bot: every level-dependent number in one place.
/** The knobs a level turns; each is read by the bot file that needs it. */
export type MerchantLevelParams = {
  weighsOdds: boolean; // voyage.ts, M12: push-your-luck by the unseen cards; otherwise a fixed habit
  countsCards: boolean; // odds.ts, M6: reckons the next card from the public discards (otherwise from the whole deck, as a casual player does)
  habitMargin: number; // voyage.ts: without odds, continue while Strength exceeds the sum by at least this
  lookahead: number; // odds.ts and worth.ts, M13: how many segments beyond the next a continue is valued for (0: only the next one)
  plansDemand: boolean; // voyage.ts, M14: delivers the Luxury it holds most of, keeping rarer kinds for later tiles
  noise: number; // actions.ts and search.ts: up to this much random noise added to each action's worth
  luxuryForesight: number; // actions.ts (easy, normal): what a bought Luxury is guessed to be worth, in Prestige (easy's 1 is a newcomer's overrating: it buys on a whim)
  eagerLaunch: number; // actions.ts: Prestige added to launching, so a newcomer sends a ship out as soon as it has any Cargo
  searches: boolean; // search.ts and worth.ts: weighs every action by looking ahead through the turn and the voyage, instead of actions.ts's scores
};

/** The three levels of M1's bots (hard's own actions come from search.ts, so it guesses no Luxury's worth). */
export const MERCHANT_LEVELS: Record<BotLevel, MerchantLevelParams> = {
  easy: { weighsOdds: false, countsCards: false, habitMargin: 1, lookahead: 0, plansDemand: false, noise: 1.5, luxuryForesight: 1, eagerLaunch: 3, searches: false },
  normal: { weighsOdds: true, countsCards: false, habitMargin: 0, lookahead: 0, plansDemand: false, noise: 0.3, luxuryForesight: 0.3, eagerLaunch: 0, searches: false },
  hard: { weighsOdds: true, countsCards: true, habitMargin: 0, lookahead: 2, plansDemand: true, noise: 0.15, luxuryForesight: 0, eagerLaunch: 0, searches: true },
};
