import type { BotLevel } from '../../table/step';

// What separates an easy, a normal and a hard bot: every level-dependent number in one place.
/** The knobs a level turns; each is read by the one bot file that needs it. */
export type LevelParams = {
  swapSlip: number; // bake.ts, R41: chance of misremembering each swap of the shuffle
  noticeSlip: number; // bake.ts, R43: chance of feeling unsure after a misremembered swap
  maxRewatches: number; // bake.ts, R43: the most rewatches paid for one shuffle
  photoChance: number; // photo.ts, R37: chance of tapping a surfaced creature in time
  routeNoise: number; // plan.ts: up to this many days of noise added to each route's cost
  usesForecast: boolean; // plan.ts, R12: judges routes by tomorrow's wind rather than an average one
  battleMargin: number; // battle.ts, R28: the least expected gain, in days, that makes a battle worth the powder
  denies: boolean; // battle.ts, R33: values taking what a rival needs, not only what it needs itself
};

/** The three levels of R1's bots. */
export const LEVELS: Record<BotLevel, LevelParams> = {
  easy: {
    swapSlip: 0.1,
    noticeSlip: 0.3,
    maxRewatches: 1,
    photoChance: 0.4,
    routeNoise: 2.5,
    usesForecast: false,
    battleMargin: 1.5,
    denies: false,
  },
  normal: {
    swapSlip: 0.02,
    noticeSlip: 0.6,
    maxRewatches: 2,
    photoChance: 0.7,
    routeNoise: 0.7,
    usesForecast: true,
    battleMargin: 0.6,
    denies: false,
  },
  hard: {
    swapSlip: 0.003,
    noticeSlip: 0.9,
    maxRewatches: 3,
    photoChance: 0.9,
    routeNoise: 0,
    usesForecast: true,
    battleMargin: 0,
    denies: true,
  },
};
