// The arithmetic of a prediction's tally (shares that add up to 100) and which questions are worth showing now.
import type { QuestionJson } from '../net/tableJson';

/** Each option's whole-number share of the answers, adding up to exactly 100 (largest remainders); all 0 with no answers. */
export function shares(tally: readonly number[]): number[] {
  const total = tally.reduce((a, b) => a + b, 0);
  if (!total) return tally.map(() => 0);
  const exact = tally.map((n) => (n * 100) / total);
  const out = exact.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    out[i] += 1;
  }
  return out;
}

/** How long a decided question stays on screen with its answer. */
export const DECIDED_SHOWN_MS = 9000;

/**
 * The questions to show: the open ones, and the decided ones for a while after they were decided (`decidedAt` remembers when
 * this client first saw each answer; it is updated in place). Newest first, at most `limit`; the oldest open question always
 * keeps a place, so a game-long one (who wins) is not crowded off a stream by the short ones that open after it.
 */
export function questionsToShow(questions: readonly QuestionJson[], decidedAt: Map<string, number>, now: number, limit = 3): QuestionJson[] {
  const shown: QuestionJson[] = [];
  for (const q of questions) {
    if (q.answer !== undefined && q.answer !== null && !decidedAt.has(q.id)) decidedAt.set(q.id, now);
    const decided = decidedAt.get(q.id);
    if (q.open || (decided !== undefined && now - decided < DECIDED_SHOWN_MS)) shown.push(q);
  }
  const newest = shown.reverse();
  const picked = newest.slice(0, limit);
  const longest = newest.filter((q) => q.open).at(-1);
  if (longest && limit > 0 && !picked.includes(longest)) picked[limit - 1] = longest;
  return picked;
}

/** This viewer's verdict on a decided question they answered, or null. */
export function verdict(question: QuestionJson, mine: number | undefined): 'right' | 'wrong' | null {
  if (mine === undefined || question.answer === undefined || question.answer === null) return null;
  return mine === question.answer ? 'right' : 'wrong';
}
