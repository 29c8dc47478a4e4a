// The audience's prediction questions for Merchant Voyages, opened and decided by the public events as the audience sees
// them (every seat sees the same, M41): who wins the game, and whether a launched Galleon gets through the middle segment.
// The table's prediction book keeps the questions, tallies and best predictors. It never touches the engine.
import type { MerchantQuestionKind } from '../../../shared/merchant/about';
import type { MerchantEvent, MerchantPlayerView } from '../../../shared/merchant/types';
import { QuestionReader } from '../../table/predictionBook';

/** How long each kind of question takes answers: the winner through the first rounds, a Galleon until its Voyage is well under way. */
export const MERCHANT_ANSWER_WINDOW_MS: Record<MerchantQuestionKind, number> = { winner: 180_000, galleon: 45_000 }; // at least 45 s, for a slow phone (issue 32)

/** M4: the Galleon is each merchant's second ship. */
const GALLEON = 1;
/** M2: the middle segment of the Trade board. */
const MIDDLE = 2;
const YES = 0;
const NO = 1;

/** Merchant Voyages' questions for one audience, kept in its prediction book. */
export class MerchantPredictions extends QuestionReader<MerchantPlayerView, MerchantEvent> {
  /** Reads one shown step: opens, closes and decides questions. `now` is when its events start to play. */
  see(view: MerchantPlayerView, events: (MerchantEvent & { ms: number })[], now: number): void {
    const name = (seat: number) => view.merchants[seat]?.name ?? `Seat ${seat + 1}`;
    if (!this.book.asked('winner') && view.phase !== 'over') {
      const seats = view.merchants.map((m) => m.seat);
      this.book.open('winner', 'Who wins the game?', seats.map(name), seats, -1, now, MERCHANT_ANSWER_WINDOW_MS.winner);
    }
    let at = now;
    for (const event of events) {
      this.read(event, name, at);
      at += event.ms;
    }
  }

  private read(event: MerchantEvent & { ms: number }, name: (seat: number) => string, at: number): void {
    const galleon = 'ship' in event && event.ship === GALLEON;
    switch (event.type) {
      case 'launched':
        if (galleon)
          this.book.open(
            'galleon',
            `Will ${name(event.seat)}'s Galleon get through the middle segment?`,
            ['It gets through', 'Pirates turn it back'],
            [event.seat, -1],
            event.seat,
            at,
            MERCHANT_ANSWER_WINDOW_MS.galleon,
          );
        return;
      case 'continued':
        if (galleon && event.segment > MIDDLE) this.book.settle('galleon', event.seat, YES, null); // sailed on from the middle segment
        return;
      case 'traded':
      case 'delivered':
        if (!galleon) return;
        if (event.segment >= MIDDLE) this.book.settle('galleon', event.seat, YES, null);
        else this.book.cancel('galleon', event.seat); // it never sailed the middle segment
        return;
      case 'turnedBack':
        if (!galleon) return;
        if (event.segment === MIDDLE) this.book.settle('galleon', event.seat, NO, null);
        else if (event.segment > MIDDLE) this.book.settle('galleon', event.seat, YES, null);
        else this.book.cancel('galleon', event.seat);
        return;
      case 'gameOver': {
        const q = this.book.undecided('winner', -1);
        const winner = event.result.winners[0];
        if (q && winner !== undefined) this.book.settle('winner', -1, q.seats.indexOf(winner), null); // M31 leaves one winner after its tie-breaks
        this.book.cancelAll();
        return;
      }
      default:
        return;
    }
  }
}
