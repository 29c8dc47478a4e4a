// The authoritative table room ('voyage') of every game: wiring over its parts, each in its own file. The door seats
// people, the waiting room starts the game, the step pipeline runs validate -> engine -> persist -> publish, the clock
// holds and the bot driver pace it, the audience link, rematch and quick play's listing follow it. No rule ifs here.
import { Room, type Client } from '@colyseus/core';
import { CLOSE_ABANDONED } from '../../shared/table/closeCodes';
import { TO_TABLE } from '../../shared/table/messages';
import { AudienceLink } from './audienceLink';
import { BotDriver } from './botDriver';
import { ClockHolds } from './clockHolds';
import { takeCreatorAddress } from './creatorAddress';
import { Door } from './door';
import { watchLifetime } from './lifetime';
import { logFailure } from './logFailure';
import { parseOptions } from './options';
import type { AnyTableGame } from './tableGame';
import { QuickPlayListing } from './quickPlayListing';
import { TvListing } from './tvListing';
import { Refusal } from './refusal';
import { Rematch } from './rematch';
import { shareHandshake } from './sharedHandshake';
import { releaseCode } from './roomCode';
import { openLobby, reopenVoyage } from './tableOpening';
import { refuse } from './replies';
import type { RoomContext } from './roomContext';
import { StepPipeline } from './stepPipeline';
import type { BeatMember } from './tableBeat';
import { TableCore } from './tableCore';
import type { TableState } from './TableState';
import { WaitingRoom } from './waitingRoom';

/** How often the room asks the engine whether a timer or sighting is due (R50, R37). */
const TICK_MS = 100;

/** Makes the room class for one server, bound to its context. */
export function voyageRoomFor(context: RoomContext): typeof VoyageRoom {
  return class BoundVoyageRoom extends VoyageRoom {
    protected override context = context;
  };
}

/** The room: one table, its parts made in `onCreate` (once the server's context is bound). */
export class VoyageRoom extends Room<TableState> {
  protected context!: RoomContext;
  private core!: TableCore;
  private holds!: ClockHolds;
  private steps!: StepPipeline;
  private bots!: BotDriver;
  private door!: Door;
  private waiting!: WaitingRoom;
  private audience!: AudienceLink;
  private rematch!: Rematch;
  private listed!: QuickPlayListing;
  private onAir!: TvListing;
  private beat!: BeatMember;

  override async onCreate(raw: Record<string, unknown>): Promise<void> {
    this.keepTheBeat();
    const restoring = typeof raw?.restore === 'string' && this.context.restoring.has(raw.restore) ? raw.restore : null;
    const { address, options } = takeCreatorAddress(raw);
    this.makeParts(); // first: a room refused at the door is still disposed, and patched meanwhile, through its parts
    this.context.creation.admit(this, address, restoring !== null);
    try {
      const settings = restoring ? null : parseOptions(this.context.createOptions, options);
      if (settings?.exhibition && address !== null) throw new Refusal('Only TV starts exhibition games.');
      this.playGame(this.context.games.get(settings?.game ?? this.context.store.gameOf(restoring!)));
      const parts = { audience: this.audience, waiting: this.waiting, door: this.door, steps: this.steps };
      if (restoring) await reopenVoyage(this, this.core, parts, restoring);
      else await openLobby(this, this.core, parts, settings!);
    } catch (error) {
      this.context.creation.release(this);
      throw error;
    }
    const { door, waiting, steps } = this;
    const on = (type: string, handle: (client: Client, payload: unknown) => void) => this.onMessage(type, (client, payload) => door.guarded(client, () => handle(client, payload)));
    on(TO_TABLE.start, (client) => waiting.start(client));
    on(TO_TABLE.action, (client, payload) => steps.act(client, payload));
    on(TO_TABLE.leave, (client) => door.leaving(client));
    on(TO_TABLE.emote, (client, payload) => this.audience.emote(client, payload));
    on(TO_TABLE.ready, (client) => this.ready(client));
    on(TO_TABLE.moveSeat, (client, payload) => waiting.moveSeat(client, payload));
    on(TO_TABLE.kick, (client, payload) => waiting.kick(client, payload));
    on(TO_TABLE.readyToSail, (client, payload) => waiting.readyToStart(client, payload));
    on(TO_TABLE.helm, (client) => door.takeHelm(client));
    on(TO_TABLE.boardUp, (client) => waiting.boardUp(client.sessionId));
    on(TO_TABLE.rematch, (client) => this.rematch.ask(client));
    on('*', (client, type) => refuse(client, 'unknown-message', `Unknown message ${String(type).slice(0, 40)}.`));
    this.clock.setInterval(() => steps.tick(), TICK_MS);
    this.context.beat.join(this.beat);
    // A lobby never started, or a voyage nobody is connected to (the audience room's viewers watch too), ends in time.
    watchLifetime(
      this.clock,
      this.context.abandonAfterMs,
      () => ({ started: !!this.core.voyage, over: this.core.isOver(), connected: this.clients.length + this.core.audience.watching }),
      () => this.abandon(),
    );
  }

  /**
   * The server's beat (tableBeat.ts) runs this room's clock and then its patch, so every step a patch carries was written
   * before it: Colyseus's own patch interval is off, and its tick of a room's clock inside the patch (a room without a
   * simulation interval), which would come after the patch's write, does nothing.
   */
  private keepTheBeat(): void {
    const clock = this.clock;
    const tick = clock.tick.bind(clock);
    clock.tick = () => undefined;
    this.patchRate = 0;
    this.beat = {
      tick,
      patch: () => this.broadcastPatch(),
      fail: (error, during) => console.error(`[voyage ${this.roomId}] its ${during} on the beat threw`, error),
    };
  }

  /** The parts, each reading the table's shared facts (`TableCore`) and told only what it needs of the others. */
  private makeParts(): void {
    const core = (this.core = new TableCore(this, this.context));
    this.holds = new ClockHolds(core);
    this.steps = new StepPipeline(core, this.holds, {
      published: (view, events) => {
        if (view.phase === 'over') this.autoDispose = true;
        this.listed.update(view);
        this.onAir.update(view);
        this.bots.schedule(view, events);
      },
      seatChanged: (seat) => this.door.watchAbsence(seat),
    });
    this.bots = new BotDriver(core, this.clock, (seat, action) => this.steps.record({ kind: 'action', seat, action, now: core.now() }));
    this.door = new Door(core, this.steps, (session) => this.waiting.boardUp(session));
    this.waiting = new WaitingRoom(core, this.door, this.steps, this.holds, this.bots);
    this.audience = new AudienceLink(core, this.steps, () => this.door.countWatchers());
    this.rematch = new Rematch(core, this.steps);
    this.listed = new QuickPlayListing(core);
    this.onAir = new TvListing(core);
  }

  /** The game this table plays: its state, and its listing, so quick play can ask for a game. */
  private playGame(table: AnyTableGame): void {
    this.core.play(table);
    this.setState(new table.State());
    shareHandshake(this);
    this.state.game = table.module.key;
    (this.listing as unknown as { game: string }).game = table.module.key;
  }

  /** The seat the game clock holds for is ready: the clock runs again and what follows shows from its start. */
  private ready(client: Client): void {
    if (!this.holds.readyAt(this.core.slotOf(client), Date.now())) return refuse(client, 'not-waiting');
    this.steps.showNow();
    this.broadcastPatch();
  }

  /** Records an unfinished voyage as abandoned (so it is not reopened; a lobby is recorded at dispose) and closes the room. */
  private abandon(): void {
    if (this.core.voyage) this.context.store.abandon(this.roomId);
    this.clock.clear();
    this.disconnect(CLOSE_ABANDONED).catch(logFailure(this.roomId, 'closing an abandoned room'));
  }

  /** TV's exhibition is no longer shown (issue 31): unless a person has taken a seat in it, it ends, as abandoned. */
  endExhibition(): boolean {
    if (!this.core.settings?.exhibition || this.core.seating.hasPeople() || this.core.isOver()) return false;
    this.abandon();
    return true;
  }

  override onJoin(client: Client, raw: Record<string, unknown>): void {
    this.door.join(client, raw);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.audience.forget(client.sessionId);
    await this.door.leave(client, consented);
  }

  /** Before a patch that carries a step, each client's frames are held back so the patch and its messages leave together. */
  override onBeforePatch(): void {
    this.steps.beforePatch();
  }

  /** Frees the code, unless an unfinished voyage (a server shutting down) will reopen under it on the next start. */
  override async onDispose(): Promise<void> {
    this.context.beat.leave(this.beat);
    this.context.creation.release(this);
    const { store } = this.context;
    if (!this.core.voyage) store.closeLobby(this.roomId); // its code answers 'abandoned' from now on
    const gone = !this.core.voyage || this.core.isOver() || store.wasAbandoned(this.roomId);
    await this.core.cast?.close(gone).catch(logFailure(this.roomId, 'closing its audience feed'));
    if (gone) await releaseCode(this.presence, this.roomId).catch(logFailure(this.roomId, 'releasing its code'));
  }

  /** Logs a real fault and keeps the room alive; a refusal of a client's bad request is no fault and is not logged. */
  override onUncaughtException(error: unknown, method: string): void {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof Refusal) return;
    console.error(`[voyage ${this.roomId}] ${method} threw`, cause);
  }
}
