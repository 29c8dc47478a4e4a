// The audience's newer predictions, each settled by the voyage as the audience sees it: which way a warned storm blows,
// whether the attacker's broadside lands, who photographs the next creature; and every question's time left.
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerView } from '../../shared/pastry/index';
import { VoyageState } from '../../server/games/pastry/schema';
import { ANSWER_WINDOW_MS, Predictions } from '../../server/games/pastry/predictions';
import { BATTLE_RESULT_HOLD_MS } from '../../shared/pastry/pacing';

type Timed = GameEvent & { ms: number };
type QuestionJson = { id: string; kind: string; text: string; options: string[]; seats: number[]; tally: number[]; open: boolean; closesAt: number; answer?: number };

/** Just enough of a spectator's view for the questions: the day and the captains. */
function view(day: number, lit: number[] = []): PlayerView {
  const captains = ['Ann', 'Ben', 'Cy'].map((name, seat) => ({ seat, name, ovensLit: lit.includes(seat) }));
  return { day, phase: 'turn', captains } as unknown as PlayerView;
}

const dawn = (day: number, stormWarning: boolean): Timed => ({ type: 'dawn', day, wind: 'N', tomorrow: 'E', stormWarning, ms: 1500 });

function questions(state: VoyageState): QuestionJson[] {
  return state.toJSON().questions as QuestionJson[];
}

function asked(state: VoyageState, kind: string): QuestionJson[] {
  return questions(state).filter((q) => q.kind === kind);
}

describe('a storm prediction (R13)', () => {
  it('opens at the dawn that warns of a storm, with all four directions, and is decided when the storm blows', () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(4), [dawn(4, false)], 1_000);
    expect(asked(state, 'storm')).toEqual([]);
    p.see(view(5), [dawn(5, true)], 10_000);
    const [storm] = asked(state, 'storm');
    expect(storm).toMatchObject({
      text: 'Storm tomorrow! Which way will it push the ships?',
      options: ['North', 'East', 'South', 'West'],
      seats: [-1, -1, -1, -1],
      open: true,
      closesAt: 10_000 + ANSWER_WINDOW_MS.storm,
    });
    expect(storm.answer).toBeUndefined(); // R52: nothing about the direction until it blows
    expect(p.answer('v1', 'Vic', storm.id, 3)).toBeNull();
    expect(p.answer('v2', 'Wes', storm.id, 0)).toBeNull();

    p.tick(storm.closesAt - 1);
    expect(asked(state, 'storm')[0].open).toBe(true);
    p.tick(storm.closesAt);
    expect(asked(state, 'storm')[0]).toMatchObject({ open: false });
    expect(asked(state, 'storm')[0].answer).toBeUndefined();
    expect(p.answer('v3', 'Xia', storm.id, 1)).toMatchObject({ code: 'question-closed' });

    p.see(view(6), [{ type: 'stormBlew', dir: 'W', moves: [], ms: 1900 }, dawn(6, false)], 200_000);
    expect(asked(state, 'storm')[0]).toMatchObject({ open: false, answer: 3, tally: [1, 0, 0, 1] });
    const best = state.toJSON().predictors as { name: string; right: number }[];
    expect(best.find((b) => b.name === 'Vic')?.right).toBe(1);
    expect(best.find((b) => b.name === 'Wes')?.right).toBe(0);
  });
});

describe('a broadside prediction (R30)', () => {
  it("asks whether the attacker's shot lands, closes as the coins fly and shows the answer once they have landed", () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(2), [{ type: 'battleStarted', attacker: 1, defender: 2, ms: 0 }], 5_000);
    const [shot] = asked(state, 'broadside');
    expect(shot).toMatchObject({ text: "Does Ben's broadside land?", options: ['It lands', 'It misses'], seats: [1, -1], open: true, closesAt: 5_000 + ANSWER_WINDOW_MS.broadside });
    expect(p.answer('v1', 'Vic', shot.id, 0)).toBeNull();
    const broadsides: Timed = { type: 'broadsides', attacker: 1, defender: 2, attackerCoins: ['heads'], defenderCoins: ['tails'], attackerLands: true, defenderLands: false, winner: 1, ms: 4000 };
    p.see(view(2), [broadsides], 9_000);
    expect(asked(state, 'broadside')[0].open).toBe(false);
    const landed = 9_000 + 4000 - BATTLE_RESULT_HOLD_MS;
    p.tick(landed - 1);
    expect(asked(state, 'broadside')[0].answer).toBeUndefined(); // the coins are still in the air
    p.tick(landed);
    expect(asked(state, 'broadside')[0].answer).toBe(0);
    expect(asked(state, 'battle')[0].answer).toBe(0);
  });

  it('is void when the attacker takes a bribe: no shot is fired', () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(2), [{ type: 'battleStarted', attacker: 0, defender: 1, ms: 0 }], 5_000);
    p.see(view(2), [{ type: 'bribeAnswered', attacker: 0, defender: 1, offer: { gold: 2 }, accept: true, ms: 800 }], 7_000);
    expect(asked(state, 'broadside')[0].open).toBe(false);
    expect(asked(state, 'broadside')[0].answer).toBeUndefined();
    expect(asked(state, 'battle')[0].answer).toBe(2);
    // a later battle between the same ships asks afresh
    p.see(view(3), [{ type: 'battleStarted', attacker: 0, defender: 1, ms: 0 }], 50_000);
    expect(asked(state, 'broadside').map((q) => q.open)).toEqual([false, true]);
  });
});

describe('a photo prediction (R37)', () => {
  it('asks at dawn from day 2 who photographs the next creature, among the captains still sailing, and asks again once decided', () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(1), [dawn(1, false)], 1_000);
    expect(asked(state, 'photo')).toEqual([]);
    p.see(view(2, [2]), [dawn(2, false)], 60_000);
    const [next] = asked(state, 'photo');
    expect(next).toMatchObject({ text: 'Who photographs the next sea creature?', options: ['Ann', 'Ben'], seats: [0, 1], open: true, closesAt: 60_000 + ANSWER_WINDOW_MS.photo });
    p.see(view(3), [dawn(3, false)], 120_000);
    expect(asked(state, 'photo')).toHaveLength(1); // one at a time
    p.see(view(3), [{ type: 'photographed', seat: 1, id: 's1', creature: 'Narwhal', points: 4, ms: 0 }], 130_000);
    expect(asked(state, 'photo')[0]).toMatchObject({ open: false, answer: 1 });
    p.see(view(4), [dawn(4, false)], 190_000);
    expect(asked(state, 'photo').map((q) => q.open)).toEqual([false, true]);
  });

  it('is void when the voyage ends before anyone photographs one', () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(2), [dawn(2, false)], 60_000);
    p.see(view(3), [{ type: 'voyageOver', result: { winners: [], bestBaker: null, bestPhotographer: [], standings: [0, 1, 2] }, ms: 0 } as Timed], 70_000);
    expect(asked(state, 'photo')[0].open).toBe(false);
    expect(asked(state, 'photo')[0].answer).toBeUndefined();
  });
});

describe("every question's time left", () => {
  it('has a closing time, and refuses answers after it with a clear error', () => {
    const state = new VoyageState();
    const p = new Predictions(state);
    p.see(view(1), [dawn(1, false)], 1_000);
    const [first] = asked(state, 'firstBake');
    expect(first.closesAt).toBe(1_000 + ANSWER_WINDOW_MS.firstBake);
    p.tick(first.closesAt);
    expect(p.answer('v1', 'Vic', first.id, 0)).toEqual({ code: 'question-closed', message: 'That question has closed.' });
    p.see(view(9), [{ type: 'baked', seat: 2, ms: 0 }], 500_000);
    expect(asked(state, 'firstBake')[0].answer).toBe(2); // closed to answers, still decided by the voyage
  });
});
