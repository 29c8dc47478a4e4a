// Whole voyages of bots: 300 seeded voyages of 2 to 6 bots of mixed levels; every action is listed and accepted, every voyage ends.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../shared/pastry/index';
import { playBotVoyage, type VoyageRecord } from '../sim/voyage';
import type { BotLevel } from '../../shared/table/step';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];
const VOYAGES = 300;
const CHUNK = 50;

/** The levels of voyage i: 2 to 6 captains, levels mixed by a fixed pattern. */
function tableFor(i: number): BotLevel[] {
  const count = 2 + (i % 5);
  return Array.from({ length: count }, (_, seat) => LEVELS[(i * 7 + seat * 5 + Math.floor(i / 5)) % 3]);
}

describe('bots play whole voyages (R1, R15 to R48)', () => {
  const records: VoyageRecord[] = [];
  for (let chunk = 0; chunk < VOYAGES / CHUNK; chunk++) {
    it(`voyages ${chunk * CHUNK} to ${(chunk + 1) * CHUNK - 1}: every bot action is listed by legalActions and accepted, and each voyage ends`, () => {
      for (let i = chunk * CHUNK; i < (chunk + 1) * CHUNK; i++) {
        let checked = 0;
        const record = playBotVoyage(`bots-${i}`, tableFor(i), (seat, _level, state, action) => {
          if (checked++ % 7 !== 0) return; // playBotVoyage checks every action; here a sample is checked again against a fresh list
          const json = JSON.stringify(action);
          expect(legalActions(state, seat).some((a) => JSON.stringify(a) === json)).toBe(true);
        });
        expect(record.days).toBeGreaterThanOrEqual(1);
        expect(record.days).toBeLessThanOrEqual(40);
        expect(record.standings).toHaveLength(tableFor(i).length);
        records.push(record);
      }
    });
  }

  it('R45: most voyages end with a bake well before the day limit (R48)', () => {
    expect(records).toHaveLength(VOYAGES);
    const baked = records.filter((r) => r.winners.length > 0);
    expect(baked.length / VOYAGES).toBeGreaterThan(0.95);
    const sortedDays = records.map((r) => r.days).sort((a, b) => a - b);
    expect(sortedDays[VOYAGES / 2]).toBeLessThan(20);
  });

  it('every table size from 2 to 6 and every level was played', () => {
    expect(new Set(records.map((r) => r.levelBySeat.length))).toEqual(new Set([2, 3, 4, 5, 6]));
    expect(new Set(records.flatMap((r) => r.levelBySeat))).toEqual(new Set(LEVELS));
  });
});
