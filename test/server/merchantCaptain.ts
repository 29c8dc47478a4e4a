// A Merchant Voyages merchant played by a test through a real client: reads the mirrored view and its 'private' legal list,
// and answers with the normal bot's choice whenever the engine waits on its seat.
import type { Room } from 'colyseus.js';
import type { MerchantAction, MerchantPlayerView } from '../../shared/merchant/types';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { fromMerchantMirror, type MerchantMirrorJson } from '../../client/games/merchant/fromMirror';
import { listen, type Inbox } from './harness';

/** A person's quickest pace, well inside the server's message budget. */
const GAP_MS = 40;

/** A seated client that plays Merchant Voyages whenever the engine waits on it; it holds still while `holdsAt` says so. */
export class Merchant {
  readonly inbox: Inbox;
  actions: MerchantAction[] = [];
  holdsAt: (view: MerchantPlayerView) => boolean = () => false;
  private decidedAt = -1;
  private later: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly room: Room,
    holdsAt?: (view: MerchantPlayerView) => boolean,
  ) {
    if (holdsAt) this.holdsAt = holdsAt;
    this.inbox = listen(room);
    // A Node merchant has no board to draw: once seated, the first turn's clock need not wait for it (server/table/boardsUp.ts).
    room.onMessage('welcome', (m: { seat: number | null }) => m.seat !== null && room.send('boardUp'));
    room.onMessage('private', () => this.decide());
    room.onStateChange(() => this.decide());
  }

  /** The seat this client holds, once the game has started. */
  get seat(): number | null {
    return this.inbox.private?.seat ?? null;
  }

  /** The view this seat has, rebuilt from the room state as the browser does. */
  view(): MerchantPlayerView {
    return fromMerchantMirror((this.room.state.toJSON() as { view: MerchantMirrorJson }).view, this.seat);
  }

  /** The step the state shows and its legal list, when the game waits on this seat there and it has not acted on it yet. */
  private pending(): { step: number; legal: MerchantAction[] } | null {
    const bits = this.inbox.private as unknown as { step: number; legal: MerchantAction[] } | null;
    const step = (this.room.state as unknown as { step: number }).step;
    return bits && bits.legal.length > 0 && bits.step === step && this.decidedAt !== step ? bits : null;
  }

  /** Whether the game waits on this seat at a step it has not acted on yet (where it holds while `holdsAt` says so). */
  get waiting(): boolean {
    return this.pending() !== null;
  }

  /** Acts once per step on the legal list that names the step the state shows. */
  decide(): void {
    if (this.later || !this.room.connection.isOpen) return;
    const bits = this.pending();
    if (!bits || this.holdsAt(this.view())) return;
    const step = bits.step;
    this.decidedAt = step;
    this.later = setTimeout(() => {
      this.later = null;
      const view = this.view();
      const action = merchantBotAction(view, bits.legal, 'normal', `test:${view.you}:${step}`);
      this.actions.push(action);
      this.room.send('action', action);
    }, GAP_MS);
  }
}
