// A person at the table, played by the test: reads the room state and its 'private' legal list, and sends one action per decision.
import type { Room } from 'colyseus.js';
import type { Action, PlayerView } from '../../shared/pastry/index';
import { botAction } from '../../shared/pastry/bots/index';
import { toPlayerView, type RoomJson } from '../../client/games/pastry/toView';
import { listen, type Inbox } from './harness';

/** Picks this seat's action from its view and legal list; `null` holds the seat still until `decide` is called again. */
export type Chooser = (view: PlayerView, legal: Action[]) => Action | null;

/** The normal bot's choice, so test captains play real voyages. */
export const playLikeABot: Chooser = (view, legal) => botAction(view, legal, 'normal', `test:${view.you}:${view.day}:${view.turn}:${view.phase}`);

/** A person's quickest pace: well inside the server's budget of about 20 messages a second, however fast the bots answer. */
const GAP_MS = 60;

/** A seated client that plays whenever the engine waits on it. */
export class Captain {
  readonly inbox: Inbox;
  actions: Action[] = [];
  private decided = '';
  private lastSent = 0;
  private later: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly room: Room,
    private chooser: Chooser = playLikeABot,
    capture = false,
  ) {
    this.inbox = listen(room, capture);
    room.onMessage('private', () => this.decide());
  }

  /** The seat this client holds, once the voyage has started. */
  get seat(): number | null {
    return this.inbox.private?.seat ?? null;
  }

  /** What this seat may know, rebuilt from the room state and the private bits, as the browser client does. */
  view(): PlayerView {
    return toPlayerView(this.room.state.toJSON() as RoomJson, this.seat, this.inbox.private?.recipe ?? null);
  }

  /**
   * Acts on the latest legal list if the engine waits on this seat and it has not yet acted at this point of play.
   * A point of play is the state the seat acts in; photographs are left to the bots, so only acts count.
   */
  decide(chooser?: Chooser): void {
    if (chooser) this.chooser = chooser;
    const point = this.undecided();
    if (!point || !this.room.connection.isOpen || this.later) return;
    const wait = this.lastSent + GAP_MS - Date.now();
    if (wait > 0) {
      this.later = setTimeout(() => {
        this.later = null;
        this.decide();
      }, wait);
      return;
    }
    const action = this.chooser(this.view(), this.acts());
    if (!action) return;
    this.decided = point;
    this.lastSent = Date.now();
    this.actions.push(action);
    this.room.send('action', action);
  }

  /** Whether the engine waits on this seat at a point of play it has not acted in yet (it is holding, or about to act). */
  get pending(): boolean {
    return this.undecided() !== null;
  }

  /** The seat's legal acts, photographs aside. */
  private acts(): Action[] {
    return (this.inbox.private?.legal ?? []).filter((a) => a.type !== 'photo');
  }

  /**
   * The current point of play if this seat has acts there and has not acted there yet. A legal list acts only beside the
   * state of the step it names (R52's `step`): a patch can land a moment before its private bits, or after them.
   */
  private undecided(): string | null {
    const acts = this.acts();
    if (acts.length === 0 || this.inbox.private?.step !== this.stateStep()) return null;
    const point = JSON.stringify([this.playPoint(), acts]);
    return point === this.decided ? null : point;
  }

  /** The step the room state on this client shows. */
  private stateStep(): number {
    return (this.room.state as unknown as { step: number }).step;
  }

  /** Where play stands in the room state: the day, turn, phase, whether this turn sailed, and bake-off rewatches. */
  private playPoint(): string {
    const view = (this.room.state as unknown as { view: { day: number; turn: number; phase: string; sailed: boolean; bake?: { rewatches: number } } }).view;
    return JSON.stringify([view.day, view.turn, view.phase, view.sailed, view.bake?.rewatches ?? -1]);
  }
}
