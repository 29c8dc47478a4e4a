// R10 to R13: the daily wind, its forecast, and storm warnings.
import type { Dir, WindState } from '../types';
import { DIRS, clockwise, counterClockwise } from '../grid';
import { drawInt, type RngHolder } from '../../random';

/** R13: the first day a storm may blow. */
export const FIRST_STORM_DAY = 4;
/** R13: chance in percent that a day carries a storm. */
export const STORM_PERCENT = 15;

/** R12: the next day's wind: keep 0.4, veer clockwise 0.3, back counter-clockwise 0.3. */
export function nextWind(rng: RngHolder, wind: Dir): Dir {
  const roll = drawInt(rng, 0, 9);
  if (roll < 4) return wind;
  return roll < 7 ? clockwise(wind) : counterClockwise(wind);
}

/** R13: draws whether `day` carries a storm, and its hidden direction; never two storm days in a row. */
export function drawStorm(rng: RngHolder, day: number, previousDayStormy: boolean): Dir | null {
  if (day < FIRST_STORM_DAY || previousDayStormy) return null;
  if (drawInt(rng, 0, 99) >= STORM_PERCENT) return null;
  return DIRS[drawInt(rng, 0, 3)];
}

/** R11 to R13: day 1's wind, its forecast, and no storm for day 2. */
export function firstWind(rng: RngHolder): WindState {
  const today = DIRS[drawInt(rng, 0, 3)];
  return { today, tomorrow: nextWind(rng, today), stormToday: null, stormTomorrowDir: null };
}

/** R10 steps 2 and 3: the forecast becomes today's wind and a new forecast (and storm) is drawn for `day` + 1. */
export function moveForecastOn(rng: RngHolder, wind: WindState, day: number): WindState {
  const stormToday = wind.stormTomorrowDir;
  const today = wind.tomorrow;
  return {
    today,
    tomorrow: nextWind(rng, today),
    stormToday,
    stormTomorrowDir: drawStorm(rng, day + 1, stormToday !== null),
  };
}
