// The most recent replay answers, kept in memory gzipped (issue 31): a finished game's replay never changes, so opening it
// again costs nothing, and the cache holds at most `maxBytes` of them, dropping the least recently opened first.

/** One cached answer: its HTTP status and its JSON body, gzipped. */
export type CachedAnswer = { status: number; gzipped: Buffer };

/** Answers by code, least recently used first, within a bound on their total size. */
export class ReplayCache {
  private answers = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer for a code, now the most recently used; or undefined. */
  get(code: string): CachedAnswer | undefined {
    const answer = this.answers.get(code);
    if (!answer) return undefined;
    this.answers.delete(code);
    this.answers.set(code, answer);
    return answer;
  }

  /** Keeps an answer, dropping the least recently used until all fit; one larger than the whole bound is not kept. */
  set(code: string, answer: CachedAnswer): void {
    this.delete(code);
    if (answer.gzipped.length > this.maxBytes) return;
    this.answers.set(code, answer);
    this.bytes += answer.gzipped.length;
    for (const [oldest, kept] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= kept.gzipped.length;
    }
  }

  /** Forgets a code's answer (a pruned game). */
  delete(code: string): void {
    const answer = this.answers.get(code);
    if (!answer) return;
    this.answers.delete(code);
    this.bytes -= answer.gzipped.length;
  }

  /** The cached answers' total size, in bytes. */
  get size(): number {
    return this.bytes;
  }
}
