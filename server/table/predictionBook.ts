// An audience's prediction questions, whatever the game: opening one with its options and answer window, taking one
// answer per member, settling it (at once, or when its animation lands), and the best predictors. It writes questions,
// tallies and the best predictors into the audience room's Schema state and never touches the engine. Each game's reader
// (server/games/<game>/) decides what to ask and when it is settled, from the public steps only.
import { ArraySchema } from '@colyseus/schema';
import { PredictorSchema, QuestionSchema, type TableState } from './TableState';
import { put, syncList } from './schemaSync';
import type { TableErrorCode } from '../../shared/table/errors';

/** A refusal of a prediction, as the room replies it: a code from the table's list (shared/table/errors.ts). */
export type PredictionError = { code: TableErrorCode; message: string };

/**
 * One change to an audience's book, in order (issue 31): the voyage's store keeps them once the audience holds an answer, so
 * a reopened voyage's new audience room rebuilds its questions, tallies and best predictors by applying them again.
 * Closing by time and deciding after an animation follow from the times these carry, so they are not entries of their own.
 */
export type BookEntry =
  | { op: 'open'; kind: string; text: string; options: string[]; seats: number[]; seat: number; at: number; windowMs: number }
  | { op: 'answer'; member: string; name: string; question: string; answer: number }
  | { op: 'settle'; kind: string; seat: number; answer: number; decideAt: number | null }
  | { op: 'cancel'; kind: string; seat: number };

type Question = { schema: QuestionSchema; seat: number; votes: Map<string, number>; settled: boolean; decideAt: number | null; pending: number | null };
type Member = { name: string; right: number; answered: number };

/** How many best predictors the state lists. */
const BEST_SHOWN = 5;

/** A game's questions for one audience: it reads the shown steps into its book (`see`); answers and closing go to the book. */
export abstract class QuestionReader<V, E> {
  protected book: PredictionBook;

  constructor(state: TableState) {
    this.book = new PredictionBook(state);
  }

  /** Reads one shown step; `now` is when its events start to play. */
  abstract see(view: V, events: (E & { ms: number })[], now: number): void;

  /** Closes questions whose time is up, and decides what waited for its animation. */
  tick(now: number): void {
    this.book.tick(now);
  }

  /** A member's answer: one per open question. */
  answer(member: string, memberName: string, questionId: string, answer: number): PredictionError | null {
    return this.book.answer(member, memberName, questionId, answer);
  }

  /** What a member has answered, to send again after a reconnect. */
  answersOf(member: string): { question: string; answer: number }[] {
    return this.book.answersOf(member);
  }

  /** Every change to the book so far, oldest first (restored ones included). */
  entries(): readonly BookEntry[] {
    return this.book.entries;
  }

  /** Rebuilds the book of an audience room that came before this one (a restart), before this one reads any step. */
  restore(entries: readonly BookEntry[], now: number): void {
    this.book.restore(entries, now);
  }
}

/** The questions of one audience and who answered what. */
export class PredictionBook {
  private questions: Question[] = [];
  private members = new Map<string, Member>();
  private next = 1;
  /** Every change so far, oldest first: what the voyage's store keeps for a restart. */
  readonly entries: BookEntry[] = [];

  constructor(private state: TableState) {}

  /** Applies the entries of an earlier book in order, then closes and decides by `now`: the same questions, tallies and best predictors. */
  restore(entries: readonly BookEntry[], now: number): void {
    for (const e of entries) {
      if (e.op === 'open') this.open(e.kind, e.text, e.options, e.seats, e.seat, e.at, e.windowMs);
      else if (e.op === 'answer') this.answer(e.member, e.name, e.question, e.answer);
      else if (e.op === 'settle') this.settle(e.kind, e.seat, e.answer, e.decideAt);
      else this.cancel(e.kind, e.seat);
    }
    this.tick(now);
  }

  /** Whether a question of this kind was ever asked here. */
  asked(kind: string): boolean {
    return this.questions.some((q) => q.schema.kind === kind);
  }

  /** Closes questions whose time is up, and decides what waited for its animation (a battle's coins landing). */
  tick(now: number): void {
    for (const q of this.questions) {
      if (q.schema.open && q.schema.closesAt <= now) q.schema.open = false;
      if (q.decideAt !== null && q.decideAt <= now && q.pending !== null) this.decide(q, q.pending);
    }
  }

  /** A member's answer: one per open question. */
  answer(member: string, memberName: string, questionId: string, answer: number): PredictionError | null {
    const q = this.questions.find((x) => x.schema.id === questionId);
    if (!q) return { code: 'no-question', message: 'There is no such question.' };
    if (!q.schema.open) return { code: 'question-closed', message: 'That question has closed.' };
    if (!Number.isInteger(answer) || answer < 0 || answer >= q.schema.options.length) return { code: 'bad-answer', message: `Answers are 0 to ${q.schema.options.length - 1}.` };
    if (q.votes.has(member)) return { code: 'already-predicted', message: 'You already answered that one.' };
    this.entries.push({ op: 'answer', member, name: memberName, question: questionId, answer });
    q.votes.set(member, answer);
    q.schema.tally[answer] += 1;
    const m = this.memberOf(member, memberName);
    m.answered += 1;
    this.showBest();
    return null;
  }

  /** What a member has answered, to send again after a reconnect. */
  answersOf(member: string): { question: string; answer: number }[] {
    return this.questions.flatMap((q) => (q.votes.has(member) ? [{ question: q.schema.id, answer: q.votes.get(member)! }] : []));
  }

  /** Opens a question of `kind` about `seat` (-1 for none), taking answers for `windowMs` from `at`. */
  open(kind: string, text: string, options: string[], seats: number[], seat: number, at: number, windowMs: number): void {
    this.entries.push({ op: 'open', kind, text, options, seats, seat, at, windowMs });
    const schema = new QuestionSchema();
    schema.id = `q${this.next++}`;
    schema.kind = kind;
    schema.text = text;
    schema.options = new ArraySchema<string>(...options);
    schema.seats = new ArraySchema<number>(...seats);
    schema.tally = new ArraySchema<number>(...options.map(() => 0));
    schema.closesAt = at + windowMs;
    this.state.questions.push(schema);
    this.questions.push({ schema, seat, votes: new Map(), settled: false, decideAt: null, pending: null });
  }

  /** Closes the undecided question of this kind about this seat, and decides it now or at `decideAt`. */
  settle(kind: string, seat: number, answer: number, decideAt: number | null): void {
    const q = this.find(kind, seat);
    if (!q) return;
    this.entries.push({ op: 'settle', kind, seat, answer, decideAt });
    q.settled = true;
    q.schema.open = false;
    if (decideAt === null) this.decide(q, answer);
    else Object.assign(q, { decideAt, pending: answer });
  }

  /** Closes the undecided question of this kind about this seat with no answer: what it asked never happened. */
  cancel(kind: string, seat: number): void {
    const q = this.find(kind, seat);
    if (!q) return;
    this.entries.push({ op: 'cancel', kind, seat });
    q.settled = true;
    q.schema.open = false;
  }

  /** Voids every question still undecided (the game is over). */
  cancelAll(): void {
    for (const q of this.questions) if (!q.settled) this.cancel(q.schema.kind, q.seat);
  }

  /** The first undecided question of this kind (about `seat`, if given): who it is about and the seat each option names. */
  undecided(kind: string, seat?: number): { seat: number; options: string[]; seats: number[] } | undefined {
    const q = this.find(kind, seat);
    return q && { seat: q.seat, options: [...q.schema.options], seats: [...q.schema.seats] };
  }

  private find(kind: string, seat?: number): Question | undefined {
    return this.questions.find((x) => !x.settled && x.schema.kind === kind && (seat === undefined || x.seat === seat));
  }

  private decide(q: Question, answer: number): void {
    q.schema.answer = answer;
    q.decideAt = null;
    q.pending = null;
    for (const [member, vote] of q.votes) if (vote === answer) this.members.get(member)!.right += 1;
    this.showBest();
  }

  private memberOf(member: string, name: string): Member {
    let m = this.members.get(member);
    if (!m) this.members.set(member, (m = { name, right: 0, answered: 0 }));
    return m;
  }

  /** The best predictors: most right, then fewest answers. */
  private showBest(): void {
    const best = [...this.members.values()].sort((a, b) => b.right - a.right || a.answered - b.answered).slice(0, BEST_SHOWN);
    syncList(
      this.state.predictors,
      best,
      () => new PredictorSchema(),
      (row, m) => {
        put(row, 'name', m.name);
        put(row, 'right', m.right);
        put(row, 'answered', m.answered);
      },
    );
  }
}
