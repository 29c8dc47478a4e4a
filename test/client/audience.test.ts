// The audience's pure helpers: tally shares, which questions show, a spectator's verdict, the cast's captions.
import { describe, expect, it } from 'vitest';
import { DECIDED_SHOWN_MS, questionsToShow, shares, verdict } from '../../client/shell/audience/tallies';
import { captionFor } from '../../client/games/pastry/cast/captions';
import type { QuestionJson } from '../../client/shell/net/tableJson';

const question = (id: string, open: boolean, answer?: number): QuestionJson => ({
  id,
  kind: 'battle',
  text: 'Who wins?',
  options: ['Anne', 'Bo', 'Nobody'],
  seats: [0, 1, -1],
  tally: [2, 1, 0],
  open,
  closesAt: 0,
  ...(answer !== undefined ? { answer } : {}),
});

describe('prediction tallies', () => {
  it('shares add up to 100 and are all 0 with no answers', () => {
    expect(shares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(shares([2, 1, 0])).toEqual([67, 33, 0]);
    expect(shares([0, 0])).toEqual([0, 0]);
    for (const tally of [
      [3, 7, 11],
      [1, 2, 3, 4, 5, 6],
      [999, 1],
    ])
      expect(shares(tally).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('shows open questions, and decided ones for a while, newest first', () => {
    const decidedAt = new Map<string, number>();
    const list = [question('a', false, 0), question('b', true), question('c', false)];
    expect(questionsToShow(list, decidedAt, 1000).map((q) => q.id)).toEqual(['b', 'a']);
    expect(questionsToShow(list, decidedAt, 1000 + DECIDED_SHOWN_MS + 1).map((q) => q.id)).toEqual(['b']);
  });

  it('keeps the oldest open question on screen when newer ones would crowd it off (who wins, beside two Galleons at sea)', () => {
    const list = [question('winner', true), question('galleon1', true), question('galleon2', true)];
    expect(questionsToShow(list, new Map(), 1000, 2).map((q) => q.id)).toEqual(['galleon2', 'winner']);
    expect(questionsToShow(list, new Map(), 1000, 3).map((q) => q.id)).toEqual(['galleon2', 'galleon1', 'winner']);
  });

  it('tells a spectator whether they were right, once decided', () => {
    expect(verdict(question('a', true), 0)).toBeNull();
    expect(verdict(question('a', false, 0), 0)).toBe('right');
    expect(verdict(question('a', false, 0), 1)).toBe('wrong');
    expect(verdict(question('a', false, 0), undefined)).toBeNull();
  });
});

describe('the cast lower third', () => {
  const names = ['Anne', 'Bo'];
  it('captions events in the log’s words for a spectator, with a kicker and the captain it is about', () => {
    expect(captionFor({ type: 'bought', seat: 1, ingredient: 'Sugar', price: 3 }, names)).toEqual({ text: 'Bo bought Sugar for 3 gold.', kicker: 'Market', seat: 1 });
    expect(captionFor({ type: 'battleStarted', attacker: 0, defender: 1 }, names)).toEqual({ text: 'Anne loads the cannons at Bo!', kicker: 'Battle!', seat: 0 });
    expect(captionFor({ type: 'creatureSurfaced', seat: 0, id: 'x', creature: 'Kraken', points: 5, until: 0 }, names)?.text).toBe("A Kraken surfaces beside Anne's ship!");
    expect(captionFor({ type: 'turnEnded', seat: 0 }, names)).toBeNull();
  });
});
