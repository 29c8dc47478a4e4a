// "Play again": a finished game opens a new room with the same settings (bots kept; seats are dealt afresh at its start,
// R8) and tells everyone its code; the first to ask makes it, later askers get the same code.
import { matchMaker, type Client } from '@colyseus/core';
import { TABLE_ERRORS } from '../../shared/table/errors';
import { TABLE_ROOM, TO_CLIENT } from '../../shared/table/messages';
import type { RematchMessage } from '../../shared/table/payloads';
import { logFailure } from './logFailure';
import { Refusal } from './refusal';
import { refuse } from './replies';
import type { StepPipeline } from './stepPipeline';
import type { TableCore } from './tableCore';

/**
 * How long a rematch room may take to open before the asker hears it failed: with the presence down (Redis gone), making a
 * room waits out the client's retries, which kept "Sail again" unanswered for over 30 s.
 */
export const REMATCH_WAIT_MS = 8_000;

/** One table's rematch: at most one new room, whoever asks. */
export class Rematch {
  private making: Promise<{ roomId: string }> | null = null;

  constructor(
    private core: TableCore,
    private steps: StepPipeline,
  ) {}

  /** A player asks for a rematch; a failure is told to them, and they may ask again. */
  ask(client: Client): void {
    void this.make(client).catch((error) => this.failed(client, error));
  }

  private async make(client: Client): Promise<void> {
    const { core } = this;
    if (!core.isOver()) return refuse(client, 'not-over', `Play again once this ${core.words.table} is over.`);
    if (core.slotOf(client) < 0) return refuse(client, 'not-seated', `Only the ${core.words.players} of this ${core.words.table} can call a rematch.`);
    if (!core.rematchCode && !this.making) {
      const { game, captains, bots, timers, pace, castDelay } = core.settings;
      const name = core.seatFacts(core.slotOf(client)).name; // the new room is named for whoever called it
      // A streamed voyage's rematch keeps its delay and caster key, so the cast and its viewers can follow it.
      this.making = this.bounded(matchMaker.createRoom(TABLE_ROOM, { game, name, captains, bots, timers, pace, private: true, castDelay, casterKey: core.casterKey }));
      core.rematchCode = (await this.making).roomId;
      this.steps.showNow();
    }
    await this.making;
    const message: RematchMessage = { code: core.rematchCode! };
    core.room.broadcast(TO_CLIENT.rematch, message);
  }

  /** The room being made, or a failure once REMATCH_WAIT_MS have passed without it (a room made later closes itself, never joined). */
  private bounded<T>(making: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = this.core.room.clock.setTimeout(() => reject(new Error(`It did not open within ${REMATCH_WAIT_MS / 1000} s.`)), REMATCH_WAIT_MS);
      making.then(
        (made) => {
          timer.clear();
          resolve(made);
        },
        (error) => {
          timer.clear();
          reject(error);
        },
      );
    });
  }

  /** A rematch room could not be made (the harbour is full, presence is down): the asker hears so, and may ask again. */
  private failed(client: Client, error: unknown): void {
    this.making = null;
    if (!(error instanceof Refusal)) logFailure(this.core.room.roomId, 'opening a rematch room')(error);
    refuse(client, 'rematch-failed', `${TABLE_ERRORS['rematch-failed']} ${(error as Error).message}`);
  }
}
