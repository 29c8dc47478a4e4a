// What the audience room's own messages say in words.
import { tableErrorWords } from '../gameHooks';

/** The log line every captain reads when an all-seeing caster starts watching. */
export const ALL_SEEING_LINE = 'An all-seeing caster is watching: the stream shows every recipe (delayed)';

/** An audience member's refused cheer or prediction, in words. */
export function audienceErrorWords(code: string, fallback: string): string {
  if (code === 'rate-limited') return 'Easy there: a cheer or two a second.';
  if (code === 'bad-cheer') return 'That cheer did not reach the ships.';
  return tableErrorWords(code, fallback);
}
