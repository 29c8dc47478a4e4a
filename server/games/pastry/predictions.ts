// The audience's prediction questions for Pastry Pirates, opened and decided by the public events as the audience sees
// them (so a delayed audience predicts on its own timeline, and no question knows more than the public view: R52). Writes questions, tallies and the best
// predictors into the audience room's Schema state. It never touches the engine.
import { ArraySchema } from '@colyseus/schema';
import type { Dir, GameEvent, PlayerView } from '../../../shared/index';
import type { QuestionKind } from '../../../shared/audience';
import type { VoyageState } from '../../schema/VoyageState';
import { PredictorSchema, QuestionSchema } from '../../table/TableState';
import { BATTLE_RESULT_HOLD_MS } from '../../../shared/pacing';
import { put, syncList } from '../../rooms/mirror';

/** A refusal of a prediction, as the room replies it. */
export type PredictionError = { code: string; message: string };

type Question = { schema: QuestionSchema; seat: number; votes: Map<string, number>; settled: boolean; decideAt: number | null; pending: number | null };
type Member = { name: string; right: number; answered: number };

/** How many best predictors the state lists. */
const BEST_SHOWN = 5;

/**
 * How long each kind of question takes answers, at most: a viewer sees the time left, and a question also closes early
 * when the voyage settles it (the coins fly, the baker names the crates).
 */
export const ANSWER_WINDOW_MS: Record<QuestionKind, number> = {
  firstBake: 90_000,
  battle: 20_000,
  broadside: 20_000,
  firstTry: 30_000,
  storm: 30_000,
  photo: 30_000,
};

/** R13: the storm's four possible directions, the options of a storm question (always all four: nothing is given away). */
const STORM_DIRS: Dir[] = ['N', 'E', 'S', 'W'];
const STORM_WORDS = ['North', 'East', 'South', 'West'];

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
      this.open('firstBake', 'Who bakes first?', [...seats.map(name), 'Nobody, by the day limit'], [...seats, -1], -1, now);
    }
    let at = now;
    for (const event of events) {
      this.read(event, view, name, at);
      at += event.ms;
    }
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

  private read(event: GameEvent & { ms: number }, view: PlayerView, name: (seat: number) => string, at: number): void {
    switch (event.type) {
      case 'dawn':
        // R13: the warning is public at this dawn; the direction stays secret until the next, and the options are all four.
        if (event.stormWarning)
          this.open(
            'storm',
            'Storm tomorrow! Which way will it push the ships?',
            STORM_WORDS,
            STORM_WORDS.map(() => -1),
            -1,
            at,
          );
        if (event.day >= 2 && !this.questions.some((q) => q.schema.kind === 'photo' && !q.settled)) {
          const seats = view.captains.filter((c) => !c.ovensLit).map((c) => c.seat);
          if (seats.length) this.open('photo', 'Who photographs the next sea creature?', seats.map(name), seats, -1, at);
        }
        return;
      case 'stormBlew':
        this.settle('storm', -1, STORM_DIRS.indexOf(event.dir), null);
        return;
      case 'battleStarted':
        this.open(
          'battle',
          `Who wins: ${name(event.attacker)} or ${name(event.defender)}?`,
          [name(event.attacker), name(event.defender), 'Neither'],
          [event.attacker, event.defender, -1],
          event.attacker,
          at,
        );
        this.open('broadside', `Does ${name(event.attacker)}'s broadside land?`, ['It lands', 'It misses'], [event.attacker, -1], event.attacker, at);
        return;
      case 'bribeAnswered':
        if (event.accept) {
          this.settle('battle', event.attacker, 2, null);
          this.cancel('broadside', event.attacker); // no shot is fired
        }
        return;
      case 'broadsides': {
        // The first coin is tossed: answers close now; the answer shows once the coins have landed.
        const shownAt = at + event.ms - BATTLE_RESULT_HOLD_MS;
        const winner = event.winner === event.attacker ? 0 : event.winner === event.defender ? 1 : 2;
        this.settle('battle', event.attacker, winner, shownAt);
        this.settle('broadside', event.attacker, event.attackerLands ? 0 : 1, shownAt);
        return;
      }
      case 'photographed': {
        const q = this.questions.find((x) => !x.settled && x.schema.kind === 'photo');
        const option = q ? q.schema.seats.indexOf(event.seat) : -1;
        if (q && option >= 0) this.settle('photo', -1, option, null);
        return;
      }
      case 'ovensLit':
        this.open('firstTry', `Will ${name(event.seat)} name every crate first try?`, ['Yes', 'No'], [-1, -1], event.seat, at);
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
        for (const q of this.questions) if (!q.settled) this.cancel(q.schema.kind as QuestionKind, q.seat); // anything undecided is void
        return;
      default:
        return;
    }
  }

  private open(kind: QuestionKind, text: string, options: string[], seats: number[], seat: number, at: number): void {
    const schema = new QuestionSchema();
    schema.id = `q${this.next++}`;
    schema.kind = kind;
    schema.text = text;
    schema.options = new ArraySchema<string>(...options);
    schema.seats = new ArraySchema<number>(...seats);
    schema.tally = new ArraySchema<number>(...options.map(() => 0));
    schema.closesAt = at + ANSWER_WINDOW_MS[kind];
    this.state.questions.push(schema);
    this.questions.push({ schema, seat, votes: new Map(), settled: false, decideAt: null, pending: null });
  }

  /** Closes the undecided question of this kind about this seat, and decides it now or at `decideAt`. */
  private settle(kind: QuestionKind, seat: number, answer: number, decideAt: number | null): void {
    const q = this.undecided(kind, seat);
    if (!q) return;
    q.settled = true;
    q.schema.open = false;
    if (decideAt === null) this.decide(q, answer);
    else Object.assign(q, { decideAt, pending: answer });
  }

  /** Closes the undecided question of this kind about this seat with no answer: what it asked never happened. */
  private cancel(kind: QuestionKind, seat: number): void {
    const q = this.undecided(kind, seat);
    if (!q) return;
    q.settled = true;
    q.schema.open = false;
  }

  private undecided(kind: QuestionKind, seat: number): Question | undefined {
    return this.questions.find((x) => !x.settled && x.schema.kind === kind && x.seat === seat);
  }

  private settleFirstBake(seat: number | null): void {
    const q = this.undecided('firstBake', -1);
    if (!q) return;
    this.settle('firstBake', -1, seat === null ? q.schema.options.length - 1 : q.schema.seats.indexOf(seat), null);
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
