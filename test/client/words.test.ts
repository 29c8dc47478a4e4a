// The event log speaks plain English: every event of played voyages reads as a whole sentence, counts included.
import { describe, expect, it } from 'vitest';
import { eventLine, storySoFar, tellersNow } from '../../client/games/pastry/hud/words';
import { playVoyage, setupFor, testRandom } from '../engine/play';

describe('the event log in plain words', () => {
  it('turns every event of 20 played voyages into a line with no placeholders, and counts its nouns', () => {
    const seen = new Set<string>();
    for (let v = 0; v < 20; v++) {
      const { state, events } = playVoyage(setupFor(`words-${v}`, 2 + (v % 5)), testRandom(v + 1));
      const names = state.captains.map((c) => c.name);
      for (const event of events) {
        for (const you of [null, 0]) {
          const line = eventLine(event, names, you);
          if (line === null) continue;
          seen.add(event.type);
          expect(line).not.toMatch(/undefined|NaN|null|\(s\)|\[object/);
          expect(line).toMatch(/^[A-Z].*[.!)]$/);
          expect(line).not.toMatch(/\b1 (squares|ships|points|swaps)\b/);
          expect(line).not.toMatch(/\b([02-9]|\d\d+) (square|ship|point|swap)\b/);
          expect(line).not.toMatch(/\bYou (loads|offers|takes|refuses|wins|slips|stays|finds|pays)\b/); // "you" takes the plain verb
          expect(line).not.toMatch(/[a-z,;] (You|Your)\b/); // and is capitalised only where a sentence starts
        }
      }
    }
    for (const type of ['dawn', 'sailed', 'docked', 'bought', 'ovensLit', 'battleStarted', 'broadsides', 'shuffle', 'named', 'voyageOver']) {
      expect(seen).toContain(type);
    }
  });

  it('says who a storm swept along the rim current (R20), not just who it shoved', () => {
    const storm = (swept: number[]) => ({ type: 'stormBlew', dir: 'E', moves: [0, 1, 2].map((seat) => ({ seat, path: [[1, 1]], swept: swept.includes(seat) ? { arc: 0, to: [2, 1] } : null })) });
    expect(eventLine(storm([]) as never, ['Anne', 'Bo', 'Cy'], 1)).toBe('The storm blows east and shoves Anne, you and Cy.');
    expect(eventLine(storm([1]) as never, ['Anne', 'Bo', 'Cy'], 1)).toBe('The storm blows east and shoves Anne, you and Cy. You were swept along the rim current.');
    expect(eventLine(storm([2]) as never, ['Anne', 'Bo', 'Cy'], 1)).toBe('The storm blows east and shoves Anne, you and Cy. Cy was swept along the rim current.');
    expect(eventLine(storm([0, 1]) as never, ['Anne', 'Bo', 'Cy'], 1)).toBe('The storm blows east and shoves Anne, you and Cy. Anne and you were swept along the rim current.');
  });

  it('reads one square and three squares', () => {
    const move = (n: number) => ({ type: 'sailed', seat: 0, move: { path: Array.from({ length: n }, () => [1, 1]), swept: false } });
    expect(eventLine(move(1) as never, ['Anne'], null)).toBe('Anne sailed 1 square.');
    expect(eventLine(move(3) as never, ['Anne'], 0)).toBe('You sailed 3 squares.');
  });

  it('lists read "A, B and C", and your own broadside is "yours"', () => {
    const over = { type: 'voyageOver', result: { winners: [0, 1, 2] } };
    expect(eventLine(over as never, ['Anne', 'Bo', 'Cy'], 1)).toBe('The voyage is over. Anne, you and Cy won!');
    const fire = { type: 'broadsides', attacker: 0, defender: 1, attackerLands: true, defenderLands: false, winner: 0 };
    expect(eventLine(fire as never, ['Anne', 'Bo'], 1)).toBe("Anne's broadside lands; yours misses. Anne wins!");
  });

  it('R30: says who had the wind behind them and flipped 2 coins', () => {
    const fire = { type: 'broadsides', attacker: 0, defender: 1, attackerCoins: ['tails'], defenderCoins: ['tails', 'heads'], attackerLands: false, defenderLands: true, winner: 1 };
    expect(eventLine(fire as never, ['Anne', 'Bo'], 0)).toBe("Your broadside misses; Bo's lands. Bo wins! (Bo had the wind behind them: 2 coins.)");
    expect(eventLine(fire as never, ['Anne', 'Bo'], 1)).toBe("Anne's broadside misses; yours lands. You win! (You had the wind behind you: 2 coins.)");
  });

  it('R31: when both broadsides land, says the lighter hold won, or that equal holds left no winner', () => {
    const both = (winner: number | null) => ({
      type: 'broadsides',
      attacker: 0,
      defender: 1,
      attackerCoins: ['heads', 'tails'],
      defenderCoins: ['heads'],
      attackerLands: true,
      defenderLands: true,
      winner,
    });
    expect(eventLine(both(1) as never, ['Anne', 'Bo'], 1)).toBe("Anne's broadside lands; yours lands. You win with the lighter hold! (Anne had the wind behind them: 2 coins.)");
    expect(eventLine(both(0) as never, ['Anne', 'Bo'], null)).toBe("Anne's broadside lands; Bo's lands. Anne wins with the lighter hold! (Anne had the wind behind them: 2 coins.)");
    expect(eventLine(both(null) as never, ['Anne', 'Bo'], null)).toBe("Anne's broadside lands; Bo's lands. Equal holds: no winner. (Anne had the wind behind them: 2 coins.)");
  });

  it("says when your creature dived unphotographed (R37), and keeps quiet about a rival's", () => {
    const dived = { type: 'creatureDived', seat: 1, id: 's1' };
    expect(eventLine(dived as never, ['Anne', 'Bo'], 1)).toBe('It dived before you took its photograph.');
    expect(eventLine(dived as never, ['Anne', 'Bo'], 0)).toBeNull();
  });

  it("names whose ship a creature surfaces beside, so a rival's photograph is explained", () => {
    const surfaced = { type: 'creatureSurfaced', seat: 1, id: 's1', creature: 'Dolphin', points: 1, until: 0 };
    expect(eventLine(surfaced as never, ['Anne', 'Bo'], 0)).toBe("A Dolphin surfaces beside Bo's ship.");
    expect(eventLine(surfaced as never, ['Anne', 'Bo'], 1)).toBe('A Dolphin surfaces! Tap it for a photograph.');
  });

  it("tells the story so far of a ship just taken over from a bot as the bot's, under its name, not as yours", () => {
    const sailed = (seat: number) => ({
      type: 'sailed',
      seat,
      move: {
        path: [
          [1, 1],
          [1, 2],
        ],
        swept: false,
      },
    });
    const story = [sailed(0), sailed(1), sailed(1)] as never[];
    const eras = [
      { at: 0, seat: 0, name: 'Anne', hand: 'person', mine: false },
      { at: 0, seat: 1, name: 'Morgan', hand: 'bot', mine: false },
      { at: 2, seat: 1, name: 'Jo', hand: 'person', mine: true },
    ] as const;
    expect(storySoFar(story, [...eras])).toEqual(['Anne sailed 2 squares.', 'Morgan sailed 2 squares.', 'You sailed 2 squares.']);
    const toldToAnne = eras.map((era) => ({ ...era, mine: era.name === 'Anne' }));
    expect(storySoFar(story, toldToAnne)).toEqual(['You sailed 2 squares.', 'Morgan sailed 2 squares.', 'Jo sailed 2 squares.']);
  });

  it("tells a bot's moves for you while you were away as the bot's, and your own as yours again once back (R51)", () => {
    const docked = (seat: number) => ({ type: 'docked', seat, coin: 'heads', gold: 3 });
    const story = [docked(0), docked(0), docked(0)] as never[];
    const eras = [
      { at: 0, seat: 0, name: 'Jo', hand: 'person', mine: true },
      { at: 1, seat: 0, name: 'Jo', hand: 'stand-in', mine: true },
      { at: 2, seat: 0, name: 'Jo', hand: 'person', mine: true },
    ] as const;
    expect(storySoFar(story, [...eras]).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['You docked', "Jo's bot", 'You docked']);
  });

  it("tells another person's moves in a seat you later took as theirs, not yours", () => {
    const sailed = {
      type: 'sailed',
      seat: 0,
      move: {
        path: [
          [1, 1],
          [1, 2],
        ],
        swept: false,
      },
    } as never;
    const eras = [
      { at: 0, seat: 0, name: 'Anne', hand: 'person', mine: false },
      { at: 1, seat: 0, name: 'Jo', hand: 'person', mine: true },
    ] as const;
    expect(storySoFar([sailed, sailed], [...eras])).toEqual(['Anne sailed 2 squares.', 'You sailed 2 squares.']);
  });

  it('names a stand-in bot in live lines and calls nobody "you" while a bot sails for you', () => {
    const captains = [
      { name: 'Jo', bot: true, auto: true },
      { name: 'Morgan', bot: true, auto: false },
      { name: 'Anne', bot: false, auto: false },
    ];
    expect(tellersNow(captains, 0)).toEqual({ names: ["Jo's bot", 'Morgan', 'Anne'], you: null });
    expect(tellersNow(captains, 2)).toEqual({ names: ["Jo's bot", 'Morgan', 'Anne'], you: 2 });
  });
});
