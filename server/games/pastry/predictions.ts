// Issue 9: the audience's prediction questions for Pastry Pirates, opened and decided by the public events as the
// audience sees them (so a delayed audience predicts on its own timeline). Writes questions, tallies and the best
// predictors into the audience room's Schema state. It never touches the engine.
import { ArraySchema } from '@colyseus/schema';
import type { GameEvent, PlayerView } from '../../../shared/index';
import type { QuestionKind } from '../../../shared/audience';
import { PredictorSchema, QuestionSchema, type VoyageState } from '../../schema/VoyageState';
import { BATTLE_RESULT_HOLD_MS } from '../../rooms/pacing';
import { put, syncList } from '../../rooms/mirror';

/** A refusal of a prediction, as the room replies it. */
export type PredictionError = { code: string; message: string };

type Question = { schema: QuestionSchema; seat: number; votes: Map<string, number>; decideAt: number | null; pending: number | null };
type Member = { name: string; right: number; answered: number };

/** How many best predictors the state lists. */
const BEST_SHOWN = 5;

/** The questions of one audience and who answered what. */
export class Predictions {
  private questions: Question[] = [];
  private members = new Map<string, Member>();
  private next = 1;
  private firstBakeAsked = false;

  constructor(private state: VoyageState) {}

  /** Reads one shown step: opens, closes and decides questions. `now` is when its events start to play. */
  see(view: PlayerView, events: (GameEvent & { ms: number })[], now: number): void {
    const name = (seat: number) => view.captains[seat]?.name ?? `Seat ${seat + 1}`;
    if (!this.firstBakeAsked && view.phase !== 'over' && view.day === 1) {
      this.firstBakeAsked = true;
      const seats = view.captains.map((c) => c.seat);
      this.open('firstBake', 'Who bakes first?', [...seats.map(name), 'Nobody, by the day limit'], [...seats, -1], -1);
    }
    let at = now;
    for (const event of events) {
      at += event.ms;
      this.read(event, name, at);
    }
  }

  /** Decides what waited for its animation (a battle's coins landing). */
  tick(now: number): void {
    for (const q of this.questions) {
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

  private read(event: GameEvent, name: (seat: number) => string, at: number): void {
    switch (event.type) {
      case 'battleStarted':
        this.open('battle', `Who wins: ${name(event.attacker)} or ${name(event.defender)}?`, [name(event.attacker), name(event.defender), 'Neither'], [event.attacker, event.defender, -1], event.attacker);
        return;
      case 'bribeAnswered':
        if (event.accept) this.settle('battle', event.attacker, 2, null);
        return;
      case 'broadsides': {
        // The first coin is tossed: answers close now; the answer shows once the coins have landed.
        const winner = event.winner === event.attacker ? 0 : event.winner === event.defender ? 1 : 2;
        this.settle('battle', event.attacker, winner, at - BATTLE_RESULT_HOLD_MS);
        return;
      }
      case 'ovensLit':
        this.open('firstTry', `Will ${name(event.seat)} name every crate first try?`, ['Yes', 'No'], [-1, -1], event.seat);
        return;
      case 'named':
        this.settle('firstTry', event.seat, event.correct.every(Boolean) ? 0 : 1, null);
        return;
      case 'timeout':
        if (event.phase === 'bake') this.settle('firstTry', event.seat, 1, null);
        return;
      case 'baked':
        this.settleFirstBake(event.seat);
        return;
      case 'voyageOver':
        this.settleFirstBake(null);
        for (const q of this.questions) if (q.schema.open) q.schema.open = false; // anything still open is void
        return;
      default:
        return;
    }
  }

  private open(kind: QuestionKind, text: string, options: string[], seats: number[], seat: number): void {
    const schema = new QuestionSchema();
    schema.id = `q${this.next++}`;
    schema.kind = kind;
    schema.text = text;
    schema.options = new ArraySchema<string>(...options);
    schema.seats = new ArraySchema<number>(...seats);
    schema.tally = new ArraySchema<number>(...options.map(() => 0));
    this.state.questions.push(schema);
    this.questions.push({ schema, seat, votes: new Map(), decideAt: null, pending: null });
  }

  /** Closes the open question of this kind about this seat, and decides it now or at `decideAt`. */
  private settle(kind: QuestionKind, seat: number, answer: number, decideAt: number | null): void {
    const q = this.questions.find((x) => x.schema.open && x.schema.kind === kind && x.seat === seat);
    if (!q) return;
    q.schema.open = false;
    if (decideAt === null) this.decide(q, answer);
    else Object.assign(q, { decideAt, pending: answer });
  }

  private settleFirstBake(seat: number | null): void {
    const q = this.questions.find((x) => x.schema.open && x.schema.kind === 'firstBake');
    if (!q) return;
    q.schema.open = false;
    this.decide(q, seat === null ? q.schema.options.length - 1 : q.schema.seats.indexOf(seat));
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
    syncList(this.state.predictors, best, () => new PredictorSchema(), (row, m) => {
      put(row, 'name', m.name);
      put(row, 'right', m.right);
      put(row, 'answered', m.answered);
    });
  }
}
