// The audience's prediction questions for Pastry Pirates, opened and decided by the public events as the audience sees
// them (so a delayed audience predicts on its own timeline, and no question knows more than the public view: R52). The
// table's prediction book keeps the questions, tallies and best predictors. It never touches the engine.
import type { Dir, GameEvent, PlayerView } from '../../../shared/pastry/index';
import type { PastryQuestionKind as QuestionKind } from '../../../shared/pastry/about';
import { QuestionReader } from '../../table/predictionBook';
import { BATTLE_RESULT_HOLD_MS } from '../../../shared/pastry/pacing';

/**
 * How long each kind of question takes answers, at most: a viewer sees the time left, and a question also closes early
 * when the voyage settles it (the coins fly, the baker names the crates). At least 45 s, time enough on a slow phone
 * (issue 32: 20 to 25 s was too short).
 */
export const ANSWER_WINDOW_MS: Record<QuestionKind, number> = {
  firstBake: 90_000,
  battle: 45_000,
  broadside: 45_000,
  firstTry: 45_000,
  storm: 45_000,
  photo: 45_000,
};

/** R13: the storm's four possible directions, the options of a storm question (always all four: nothing is given away). */
const STORM_DIRS: Dir[] = ['N', 'E', 'S', 'W'];
const STORM_WORDS = ['North', 'East', 'South', 'West'];

/** Pastry Pirates' questions for one audience, kept in its prediction book. */
export class Predictions extends QuestionReader<PlayerView, GameEvent> {
  /** Reads one shown step: opens, closes and decides questions. `now` is when its events start to play. */
  see(view: PlayerView, events: (GameEvent & { ms: number })[], now: number): void {
    const name = (seat: number) => view.captains[seat]?.name ?? `Seat ${seat + 1}`;
    if (!this.book.asked('firstBake') && view.phase !== 'over' && view.day === 1) {
      const seats = view.captains.map((c) => c.seat);
      this.open('firstBake', 'Who bakes first?', [...seats.map(name), 'Nobody, by the day limit'], [...seats, -1], -1, now);
    }
    let at = now;
    for (const event of events) {
      this.read(event, view, name, at);
      at += event.ms;
    }
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
        if (event.day >= 2 && !this.book.undecided('photo')) {
          const seats = view.captains.filter((c) => !c.ovensLit).map((c) => c.seat);
          if (seats.length) this.open('photo', 'Who photographs the next sea creature?', seats.map(name), seats, -1, at);
        }
        return;
      case 'stormBlew':
        this.book.settle('storm', -1, STORM_DIRS.indexOf(event.dir), null);
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
          this.book.settle('battle', event.attacker, 2, null);
          this.book.cancel('broadside', event.attacker); // no shot is fired
        }
        return;
      case 'broadsides': {
        // The first coin is tossed: answers close now; the answer shows once the coins have landed.
        const shownAt = at + event.ms - BATTLE_RESULT_HOLD_MS;
        const winner = event.winner === event.attacker ? 0 : event.winner === event.defender ? 1 : 2;
        this.book.settle('battle', event.attacker, winner, shownAt);
        this.book.settle('broadside', event.attacker, event.attackerLands ? 0 : 1, shownAt);
        return;
      }
      case 'photographed': {
        const q = this.book.undecided('photo');
        const option = q ? q.seats.indexOf(event.seat) : -1;
        if (q && option >= 0) this.book.settle('photo', -1, option, null);
        return;
      }
      case 'ovensLit':
        this.open('firstTry', `Will ${name(event.seat)} name every crate first try?`, ['Yes', 'No'], [-1, -1], event.seat, at);
        return;
      case 'named':
        this.book.settle('firstTry', event.seat, event.correct.every(Boolean) ? 0 : 1, null);
        return;
      case 'timeout':
        if (event.phase === 'bake') this.book.settle('firstTry', event.seat, 1, null);
        return;
      case 'baked':
        this.settleFirstBake(event.seat);
        return;
      case 'voyageOver':
        this.settleFirstBake(null);
        this.book.cancelAll(); // anything undecided is void
        return;
      default:
        return;
    }
  }

  private open(kind: QuestionKind, text: string, options: string[], seats: number[], seat: number, at: number): void {
    this.book.open(kind, text, options, seats, seat, at, ANSWER_WINDOW_MS[kind]);
  }

  private settleFirstBake(seat: number | null): void {
    const q = this.book.undecided('firstBake', -1);
    if (!q) return;
    this.book.settle('firstBake', -1, seat === null ? q.options.length - 1 : q.seats.indexOf(seat), null);
  }
}
