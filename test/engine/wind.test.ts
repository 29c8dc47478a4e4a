// R10 to R13: the day's steps, the wind and its forecast, and storm warnings.
import { describe, expect, it } from 'vitest';
import { applyAction, createVoyage, viewFor } from '../../shared/pastry/index';
import type { Dir, GameEvent, GameState, PlayerView } from '../../shared/pastry/index';
import { drawStorm, firstWind, moveForecastOn, nextWind } from '../../shared/pastry/rules/wind';
import { seedStream } from '../../shared/random';
import { arrange } from './fixtures';
import { endDay } from './expectations';

const DIRS: Dir[] = ['N', 'E', 'S', 'W'];
const CW: Record<Dir, Dir> = { N: 'E', E: 'S', S: 'W', W: 'N' };
const CCW: Record<Dir, Dir> = { N: 'W', W: 'S', S: 'E', E: 'N' };

/** What each day looked like from seat 0 and from a spectator, and the events of its dawn. */
type Day = { day: number; view: PlayerView; spectator: PlayerView; dawnEvents: GameEvent[]; state: GameState };

/** Plays `days` days of a 2-captain voyage where everybody just ends their turn. */
function playDays(seed: string, days: number): Day[] {
  let s = createVoyage({ seed, captains: [{ name: 'A' }, { name: 'B' }], options: { dayLimit: days + 5 } });
  const out: Day[] = [{ day: 1, view: viewFor(s, 0), spectator: viewFor(s, null), dawnEvents: [], state: s }];
  for (let d = 2; d <= days; d++) {
    const r = endDay(s);
    s = r.state;
    expect(s.day).toBe(d);
    out.push({ day: d, view: viewFor(s, 0), spectator: viewFor(s, null), dawnEvents: r.events, state: s });
  }
  return out;
}

/** 150 voyages of 60 days, played once for the whole file. */
let voyages: Day[][] | null = null;
function manyVoyages(): Day[][] {
  voyages ??= Array.from({ length: 150 }, (_, i) => playDays(`wind-${i}`, 60));
  return voyages;
}

describe('R10 the day', () => {
  it('R10 dawn: the warned storm blows, the forecast becomes the wind, a new forecast, then seat 0 starts', () => {
    const s = arrange({
      captains: 3,
      wind: 'N',
      tomorrow: 'E',
      stormTomorrow: 'S',
      day: 5,
      ships: [
        [5, 5],
        [8, 6],
        [9, 7],
      ],
    });
    const { state, events } = endDay(s, 100);
    expect(state.day).toBe(6);
    // 1. the storm blew before anyone acted: seat 0's ship was pushed 2 squares south
    expect(state.captains[0].pos).toEqual([5, 7]);
    const blew = events.findIndex((e) => e.type === 'stormBlew');
    const firstTurn = events.findIndex((e) => e.type === 'turnStarted' && e.seat === 0);
    expect(blew).toBeGreaterThanOrEqual(0);
    expect(firstTurn).toBeGreaterThan(blew);
    expect(events.findIndex((e) => e.type === 'dawn')).toBeGreaterThan(blew); // the storm's event comes before the new wind's
    expect(events.slice(blew + 1).filter((e) => e.type === 'turnStarted')).toHaveLength(1);
    // 2. the day's wind is yesterday's forecast; 3. the new forecast keeps, veers or backs it
    expect(state.wind.today).toBe('E');
    expect(['E', 'S', 'N']).toContain(state.wind.tomorrow);
    const dawn = events.find((e) => e.type === 'dawn');
    expect(dawn).toEqual({ type: 'dawn', day: 6, wind: 'E', tomorrow: state.wind.tomorrow, stormWarning: false });
    // 4. every captain takes a turn, starting with seat 0
    expect(state.turn).toBe(0);
    expect(state.phase).toBe('turn');
    expect(state.sailed).toBe(false);
  });

  it('R10 every captain takes one turn in seat order, then the day ends', () => {
    let s = createVoyage({ seed: 'r10-order', captains: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })) });
    const started: number[] = [];
    for (let k = 0; k < 5; k++) {
      expect(s.day).toBe(1);
      expect(s.turn).toBe(k);
      const r = applyAction(s, k, { type: 'endTurn' }, k);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
      r.events.forEach((e) => e.type === 'turnStarted' && started.push(e.seat));
    }
    expect(started).toEqual([1, 2, 3, 4, 0]);
    expect(s.day).toBe(2);
    expect(s.goldByDay).toEqual([[3, 4, 4, 4, 4]]); // R7's purses for 5 captains
  });

  it('R10 a day is exactly one turn each: no dawn until the last seat has played', () => {
    const s = arrange({ captains: 3, day: 2 });
    const a = applyAction(s, 0, { type: 'endTurn' }, 0);
    expect(a.ok && a.state.day).toBe(2);
    if (!a.ok) return;
    expect(a.events.some((e) => e.type === 'dawn')).toBe(false);
    // seat 0 may not take a second turn the same day
    const frozen = JSON.stringify(a.state);
    const again = applyAction(a.state, 0, { type: 'endTurn' }, 0);
    expect(again.ok).toBe(false);
    expect(JSON.stringify(a.state)).toBe(frozen);
    if (!again.ok) expect(again.error.code).toBe('not-your-turn');
    const b = applyAction(a.state, 1, { type: 'endTurn' }, 0);
    expect(b.ok && b.state.day).toBe(2);
    if (!b.ok) return;
    const c = applyAction(b.state, 2, { type: 'endTurn' }, 0);
    expect(c.ok && c.state.day).toBe(3);
    if (!c.ok) return;
    expect(c.events.filter((e) => e.type === 'dawn')).toHaveLength(1);
  });
});

describe('R11 wind', () => {
  it('R11 the wind and the forecast are always one of N, E, S, W, shown as needle and ghost needle', () => {
    for (const days of manyVoyages().slice(0, 30)) {
      for (const d of days) {
        expect(DIRS).toContain(d.state.wind.today);
        expect(DIRS).toContain(d.state.wind.tomorrow);
        expect(d.view.wind.today).toBe(d.state.wind.today);
        expect(d.view.wind.tomorrow).toBe(d.state.wind.tomorrow);
        expect(d.spectator.wind.today).toBe(d.state.wind.today);
        expect(d.spectator.wind.tomorrow).toBe(d.state.wind.tomorrow);
      }
    }
  });

  it('R11 the wind holds for the whole day: it does not change between turns', () => {
    let s = arrange({ captains: 4, wind: 'W', tomorrow: 'N' });
    for (let seat = 0; seat < 3; seat++) {
      const r = applyAction(s, seat, { type: 'endTurn' }, seat);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
      expect(s.wind.today).toBe('W');
      expect(s.wind.tomorrow).toBe('N');
      expect(viewFor(s, seat).wind.today).toBe('W');
    }
    const last = applyAction(s, 3, { type: 'endTurn' }, 3);
    expect(last.ok && last.state.wind.today).toBe('N');
  });

  it("R11 the day's wind governs every sail that day, and the new wind from the next dawn", () => {
    // wind toward N: sailing S is upwind, so 3 squares south is refused for both seats; north is fine
    const s = arrange({
      captains: 2,
      wind: 'N',
      tomorrow: 'S',
      ships: [
        [5, 5],
        [10, 4],
      ],
    });
    const frozen = JSON.stringify(s);
    const up = applyAction(s, 0, { type: 'sail', route: ['S', 'S', 'S'] }, 0);
    expect(up.ok).toBe(false);
    if (!up.ok) expect(up.error.code).toBe('upwind-too-far');
    expect(JSON.stringify(s)).toBe(frozen);
    const down = applyAction(s, 0, { type: 'sail', route: ['N', 'N', 'E', 'E'] }, 0);
    expect(down.ok).toBe(true);
    const ended = applyAction(s, 0, { type: 'endTurn' }, 0);
    if (!ended.ok) throw new Error(ended.error.code);
    const up1 = applyAction(ended.state, 1, { type: 'sail', route: ['S', 'S', 'S'] }, 0);
    expect(up1.ok).toBe(false);
    // next dawn the wind blows toward S: now 3 squares south is downwind and allowed
    const next = endDay(ended.state).state;
    expect(next.wind.today).toBe('S');
    expect(applyAction(next, 0, { type: 'sail', route: ['S', 'S', 'S'] }, 0).ok).toBe(true);
    const north = applyAction(next, 0, { type: 'sail', route: ['N', 'N', 'N'] }, 0);
    expect(north.ok).toBe(false);
    if (!north.ok) expect(north.error.code).toBe('upwind-too-far');
  });
});

describe('R12 wind sequence', () => {
  it("R12 day 1's wind is random: each direction about a quarter of 150 voyages", () => {
    const counts: Record<Dir, number> = { N: 0, E: 0, S: 0, W: 0 };
    const voyages = manyVoyages();
    for (const days of voyages) counts[days[0].state.wind.today]++;
    for (const dir of DIRS) {
      expect(counts[dir] / voyages.length).toBeGreaterThan(0.25 - 0.12);
      expect(counts[dir] / voyages.length).toBeLessThan(0.25 + 0.12);
    }
  });

  it('R12 nextWind keeps 0.4, veers clockwise 0.3, backs counter-clockwise 0.3 (60,000 draws)', () => {
    const holder = { rng: seedStream('x') };
    for (const from of DIRS) {
      let keep = 0;
      let veer = 0;
      let back = 0;
      const n = 15_000;
      for (let i = 0; i < n; i++) {
        const to = nextWind(holder, from);
        if (to === from) keep++;
        else if (to === CW[from]) veer++;
        else if (to === CCW[from]) back++;
        else throw new Error(`wind turned 180 degrees: ${from} -> ${to}`);
      }
      expect(keep / n).toBeCloseTo(0.4, 1);
      expect(Math.abs(keep / n - 0.4)).toBeLessThan(0.02);
      expect(Math.abs(veer / n - 0.3)).toBeLessThan(0.02);
      expect(Math.abs(back / n - 0.3)).toBeLessThan(0.02);
    }
  });

  it('R12 played days follow the same odds, and the forecast is always right', () => {
    let keep = 0;
    let veer = 0;
    let back = 0;
    let n = 0;
    for (const days of manyVoyages()) {
      for (let i = 1; i < days.length; i++) {
        const before = days[i - 1].view.wind;
        const after = days[i].view.wind;
        // the ghost needle of yesterday is today's needle
        expect(after.today).toBe(before.tomorrow);
        const dawn = days[i].dawnEvents.find((e) => e.type === 'dawn');
        expect(dawn && dawn.type === 'dawn' && dawn.wind).toBe(before.tomorrow);
        n++;
        if (after.today === before.today) keep++;
        else if (after.today === CW[before.today]) veer++;
        else if (after.today === CCW[before.today]) back++;
        else throw new Error(`wind turned 180 degrees on day ${days[i].day}`);
      }
    }
    expect(n).toBe(150 * 59);
    expect(Math.abs(keep / n - 0.4)).toBeLessThan(0.035);
    expect(Math.abs(veer / n - 0.3)).toBeLessThan(0.035);
    expect(Math.abs(back / n - 0.3)).toBeLessThan(0.035);
  });

  it('R12 the forecast is right even across a storm', () => {
    const s = arrange({ captains: 2, wind: 'E', tomorrow: 'S', stormTomorrow: 'W', day: 6 });
    const before = viewFor(s, 1).wind;
    expect(before.tomorrow).toBe('S');
    const after = endDay(s).state;
    expect(after.wind.stormToday).toBe('W');
    expect(after.wind.today).toBe('S');
  });
});

describe('R13 storm warning', () => {
  it('R13 no storm blows on days 1 to 3, so no warning on days 1 and 2 (150 voyages)', () => {
    let warnedDay3 = 0;
    for (const days of manyVoyages()) {
      for (const { day, view, spectator, state } of days.slice(0, 3)) {
        expect(state.day).toBe(day);
        expect(state.wind.stormToday).toBeNull();
        expect(view.wind.storm).toBeNull();
        expect(spectator.wind.storm).toBeNull();
        if (day < 3) expect(view.wind.stormWarning).toBe(false);
        else if (view.wind.stormWarning) warnedDay3++;
      }
    }
    // day 4 may be stormy: day 3's warning shows in about 15% of voyages
    expect(warnedDay3 / 150).toBeGreaterThan(0.05);
    expect(warnedDay3 / 150).toBeLessThan(0.28);
  });

  it('R13 drawStorm never storms before day 4 nor after a storm day', () => {
    const holder = { rng: seedStream('storms') };
    for (let i = 0; i < 5000; i++) {
      expect(drawStorm(holder, 1 + (i % 3), false)).toBeNull();
      expect(drawStorm(holder, 4 + (i % 50), true)).toBeNull();
    }
    let storms = 0;
    const dirs: Record<Dir, number> = { N: 0, E: 0, S: 0, W: 0 };
    for (let i = 0; i < 20_000; i++) {
      const dir = drawStorm(holder, 4 + (i % 50), false);
      if (dir) {
        storms++;
        dirs[dir]++;
      }
    }
    expect(Math.abs(storms / 20_000 - 0.15)).toBeLessThan(0.015);
    for (const d of DIRS) expect(Math.abs(dirs[d] / storms - 0.25)).toBeLessThan(0.04);
  });

  it('R13 over 100,000 days: never two storm days in a row; after a calm day 0.15; about 0.13 of all days', () => {
    const holder = { rng: seedStream('long-voyage') };
    let wind = firstWind(holder);
    expect(wind.stormTomorrowDir).toBeNull();
    let stormy = 0;
    let afterCalm = 0;
    let calmDays = 0;
    let previous: Dir | null = null;
    const days = 100_000;
    for (let day = 2; day <= days; day++) {
      wind = moveForecastOn(holder, wind, day);
      const storm = wind.stormToday;
      if (day <= 3) expect(storm).toBeNull();
      if (previous !== null) expect(storm).toBeNull();
      if (day >= 5 && previous === null) {
        calmDays++;
        if (storm) afterCalm++;
      }
      if (day >= 4 && storm) stormy++;
      previous = storm;
    }
    expect(Math.abs(afterCalm / calmDays - 0.15)).toBeLessThan(0.01);
    // a storm day is always followed by a calm one, so overall 0.15 / 1.15
    expect(Math.abs(stormy / (days - 3) - 0.15 / 1.15)).toBeLessThan(0.01);
  });

  it('R13 played voyages: the warning shows at the previous dawn, storms never twice in a row, about 0.15 after calm days', () => {
    let calm = 0;
    let stormAfterCalm = 0;
    let storms = 0;
    for (const days of manyVoyages()) {
      for (let i = 0; i < days.length; i++) {
        const { day, view, spectator } = days[i];
        const prev = i > 0 ? days[i - 1] : null;
        expect(Object.keys(view.wind).sort()).toEqual(['storm', 'stormWarning', 'today', 'tomorrow']);
        expect(spectator.wind).toEqual(view.wind);
        if (day <= 3) expect(view.wind.storm).toBeNull();
        if (view.wind.storm !== null) {
          storms++;
          // warned yesterday, with no direction in yesterday's view
          expect(prev!.view.wind.stormWarning).toBe(true);
          expect(prev!.view.wind.storm).toBeNull();
          expect(view.wind.storm).toBe(prev!.state.wind.stormTomorrowDir);
          expect(days[i].dawnEvents.find((e) => e.type === 'stormBlew')).toMatchObject({ type: 'stormBlew', dir: view.wind.storm });
          // never two in a row: no warning today for tomorrow
          expect(view.wind.stormWarning).toBe(false);
        } else if (prev) {
          expect(prev.view.wind.stormWarning).toBe(false);
          expect(days[i].dawnEvents.some((e) => e.type === 'stormBlew')).toBe(false);
        }
        if (day >= 4 && prev && prev.view.wind.storm === null) {
          calm++;
          if (view.wind.storm !== null) stormAfterCalm++;
        }
        // the dawn event carries the warning as a yes/no only
        const dawn = days[i].dawnEvents.find((e) => e.type === 'dawn');
        if (dawn) {
          expect(Object.keys(dawn).sort()).toEqual(['day', 'stormWarning', 'tomorrow', 'type', 'wind']);
          expect(dawn.type === 'dawn' && dawn.stormWarning).toBe(view.wind.stormWarning);
        }
      }
    }
    expect(storms).toBeGreaterThan(500);
    expect(Math.abs(stormAfterCalm / calm - 0.15)).toBeLessThan(0.025);
  });

  it("R13 the storm's direction is not in any view before it blows, then every view shows it", () => {
    const views = (s: GameState) => [0, 1, 2, null].map((seat) => viewFor(s, seat));
    const base = { captains: 3, day: 7, wind: 'E' as Dir, tomorrow: 'E' as Dir };
    const byDir = DIRS.map((dir) => arrange({ ...base, stormTomorrow: dir }));
    const calm = arrange({ ...base, stormTomorrow: null });
    // warned states differ only in the hidden direction, and every viewer sees exactly the same thing
    for (const s of byDir.slice(1)) expect(views(s)).toEqual(views(byDir[0]));
    for (const v of views(byDir[0])) {
      expect(v.wind).toEqual({ today: 'E', tomorrow: 'E', stormWarning: true, storm: null });
      expect(JSON.stringify(v)).not.toMatch(/stormTomorrow/);
    }
    // the calm state differs from a warned one only in the warning flag
    for (const v of views(calm)) expect(v.wind).toEqual({ today: 'E', tomorrow: 'E', stormWarning: false, storm: null });
    // the events on the way to the storm's dawn show no direction until stormBlew
    for (const [i, dir] of DIRS.entries()) {
      let s = byDir[i];
      const early = applyAction(s, 0, { type: 'endTurn' }, 0);
      if (!early.ok) throw new Error(early.error.code);
      expect(early.events.some((e) => e.type === 'stormBlew')).toBe(false);
      s = endDay(s).state;
      for (const v of views(s)) expect(v.wind.storm).toBe(dir);
      expect(s.wind.stormTomorrowDir).toBeNull();
      // the storm is over the next day
      s = endDay(s).state;
      for (const v of views(s)) expect(v.wind.storm).toBeNull();
    }
  });

  it('R13 a storm day is never followed by another: after any storm no warning, whatever the seed', () => {
    for (let i = 0; i < 40; i++) {
      const s = arrange({ captains: 2, seed: `after-storm-${i}`, day: 4 + (i % 20), stormTomorrow: DIRS[i % 4] });
      const next = endDay(s).state;
      expect(next.wind.stormToday).toBe(DIRS[i % 4]);
      expect(next.wind.stormTomorrowDir).toBeNull();
      expect(viewFor(next, 0).wind.stormWarning).toBe(false);
    }
  });
});
