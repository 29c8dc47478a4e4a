// R8, R10 and R45: turn order within a day, the end of a day, and dawn.
import type { Ctx } from '../state';
import { stormPush } from './storm';
import { moveForecastOn } from './wind';
import { startShuffle } from './bake';
import { finishVoyage } from './scoring';
import { deadlineAfter } from '../../deadline';
import { startSighting } from './sightings';

/** R50: a deadline `ms` from now, or none when that timer is switched off (0). */
export function deadlineIn(ctx: Ctx, ms: number): number | null {
  return deadlineAfter(ctx.now, ms);
}

/** R8, R42: begins a seat's turn; a captain whose ovens are lit bakes instead of sailing. */
export function startTurn(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  s.turn = seat;
  s.sailed = false;
  s.sailedFrom = null;
  s.battle = null;
  s.bake = null;
  const captain = s.captains[seat];
  if (captain.ovensLitDay !== null && !captain.baked) {
    s.phase = 'bake';
    startShuffle(ctx, seat);
  } else {
    s.phase = 'turn';
    s.deadline = deadlineIn(ctx, s.options.turnMs);
  }
  ctx.events.push({ type: 'turnStarted', seat, deadline: s.deadline });
}

/** R22, R36: ends the current turn, optionally with a sighting (End turn), and passes play on at once. */
export function finishTurn(ctx: Ctx, sighting = false): void {
  const { s } = ctx;
  const seat = s.turn;
  ctx.events.push({ type: 'turnEnded', seat });
  if (sighting) startSighting(ctx, seat);
  s.battle = null;
  s.bake = null;
  if (seat + 1 < s.captains.length) startTurn(ctx, seat + 1);
  else endDay(ctx);
}

/** R45, R48: after the last seat, the voyage ends if anyone baked or the day limit is reached; else dawn. */
function endDay(ctx: Ctx): void {
  const { s } = ctx;
  s.goldByDay = [...s.goldByDay, s.captains.map((c) => c.gold)];
  if (s.bakedToday.length > 0) finishVoyage(ctx, [...s.bakedToday]);
  else if (s.day >= s.options.dayLimit) finishVoyage(ctx, []);
  else dawn(ctx);
}

/** R10, R14: a new day: the warned storm blows, the forecast becomes the wind, a new forecast is drawn. */
function dawn(ctx: Ctx): void {
  const { s } = ctx;
  s.day += 1;
  s.bakedToday = [];
  const storm = s.wind.stormTomorrowDir;
  s.wind = moveForecastOn(s, s.wind, s.day);
  if (storm) ctx.events.push({ type: 'stormBlew', dir: storm, moves: stormPush(ctx, storm) }); // R10 step 1: the storm blows first
  ctx.events.push({
    type: 'dawn',
    day: s.day,
    wind: s.wind.today,
    tomorrow: s.wind.tomorrow,
    stormWarning: s.wind.stormTomorrowDir !== null,
  });
  startTurn(ctx, 0);
}
