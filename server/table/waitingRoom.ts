// The waiting room before a game starts: the creator arranges the seats (two slots trade places, a person is asked to
// leave) and starts it; each person says whether they are ready; a quick-play lobby starts on its own. Starting deals the
// seats (R8), bots taking the empty ones, and the first turn's clock waits for the people's boards.
import { randomBytes } from 'node:crypto';
import type { Client } from '@colyseus/core';
import { kickSchema, moveSeatSchema, readyToSailSchema } from '../../shared/table/protocol';
import type { ErrorMessage } from '../../shared/table/payloads';
import { CURRENT_STREAM } from '../../shared/random';
import type { BotDriver } from './botDriver';
import type { ClockHolds } from './clockHolds';
import type { Door } from './door';
import { logFailure } from './logFailure';
import { botName } from './names';
import { botLevelFor } from './options';
import { playPrelude } from './prelude';
import { refuse, sendError, tableError } from './replies';
import type { StepPipeline } from './stepPipeline';
import type { TableCore } from './tableCore';
import { Voyage } from './Voyage';
import { gameResult } from './gameResult';

/** One table's waiting room, and its start. */
export class WaitingRoom {
  constructor(
    private core: TableCore,
    private door: Door,
    private steps: StepPipeline,
    private holds: ClockHolds,
    private bots: BotDriver,
  ) {}

  /**
   * A quick-play lobby starts on its own after `ms` with whoever is aboard (a lobby left empty closes as usual); TV's
   * exhibition (`botsOnly`) starts with nobody aboard.
   */
  startOnItsOwnIn(ms: number, botsOnly = false): void {
    this.core.startsAt = Date.now() + ms;
    this.core.room.clock.setTimeout(() => {
      if (!this.core.voyage && (botsOnly || this.core.seating.hasPeople())) this.begin();
    }, ms);
  }

  /** The creator starts the game once at least one person is seated; empty seats become bots. */
  start(client: Client): void {
    const { core } = this;
    if (core.voyage) return refuse(client, 'already-started', `This ${core.words.table} has already started.`);
    if (!core.isCreator(client)) return refuse(client, 'not-creator', 'Only whoever made this room can start it.');
    if (!core.seating.hasPeople()) return refuse(client, 'no-captains');
    this.begin();
  }

  /** The creator makes two waiting-room slots trade places; whoever moved is told their new slot. */
  moveSeat(client: Client, payload: unknown): void {
    const { seating } = this.core;
    const refused = this.arrangingRefused(client);
    if (refused) return sendError(client, refused);
    const parsed = moveSeatSchema.safeParse(payload);
    const size = seating.slots.length;
    if (!parsed.success || parsed.data.from >= size || parsed.data.to >= size) return refuse(client, 'bad-slot', `Slots are numbered 0 to ${size - 1}.`);
    const { from, to } = parsed.data;
    seating.swap(from, to);
    for (const moved of [from, to]) {
      const session = seating.slots[moved].sessionId;
      const mover = session && this.door.client(session);
      if (mover) this.door.welcome(mover);
    }
    this.steps.showNow();
  }

  /** The creator asks a person to leave: their connection closes with a reason, and a bot takes their slot. */
  kick(client: Client, payload: unknown): void {
    const { core } = this;
    const refused = this.arrangingRefused(client);
    if (refused) return sendError(client, refused);
    const parsed = kickSchema.safeParse(payload);
    const slot = parsed.success ? core.seating.slots[parsed.data.slot] : undefined;
    if (!parsed.success || !slot || slot.token === null) return refuse(client, 'bad-slot', 'Only a person in the waiting room can be asked to leave.');
    if (slot.sessionId === client.sessionId) return refuse(client, 'bad-slot', 'Leave instead: you cannot ask yourself to leave.');
    core.seating.free(parsed.data.slot, botLevelFor(core.settings.bots, parsed.data.slot), botName(parsed.data.slot));
    this.door.turnAway(slot.token, slot.sessionId);
    this.steps.showNow();
  }

  /** A person in the waiting room says whether they are ready; everyone (the creator above all) sees it. */
  readyToStart(client: Client, payload: unknown): void {
    const { core } = this;
    const slot = core.slotOf(client);
    if (core.voyage) return refuse(client, 'already-started', `This ${core.words.table} has already started.`);
    if (slot < 0) return refuse(client, 'not-seated', 'Spectators watch; only the seated say ready.');
    const parsed = readyToSailSchema.safeParse(payload);
    if (!parsed.success) return refuse(client, 'bad-ready');
    core.seating.slots[slot].ready = parsed.data.ready;
    this.steps.showNow();
  }

  /** A seated person's board is drawn (or they left); the last one starts the first turn's clock at once. */
  boardUp(session: string): void {
    const { voyage, game } = this.core;
    if (!this.holds.boardUp(session, !!voyage, Date.now())) return;
    this.steps.showNow(); // every client's wall times, moved to the clock's new start
    this.bots.schedule(game.viewFor(voyage!.state, null), []);
    this.core.room.broadcastPatch();
  }

  /** The waiting room's say is the creator's: a refusal for anyone else, or once the game has started. */
  private arrangingRefused(client: Client): ErrorMessage | null {
    if (this.core.voyage) return tableError('already-started', `This ${this.core.words.table} has already started.`);
    if (!this.core.isCreator(client)) return tableError('not-creator', 'Only whoever made this room arranges its seats.');
    return null;
  }

  /** Deals the seats (R8), bots taking the empty ones, and begins the voyage. */
  private begin(): void {
    const { core } = this;
    const { settings, seating, room, context } = core;
    const setup = {
      seed: settings.seed ?? randomBytes(32).toString('hex'), // fair play: the stream's 256-bit key
      stream: CURRENT_STREAM,
      captains: seating.slots.map((s) => (s.level ? { name: s.name, bot: s.level } : { name: s.name })),
      options: settings.timers,
      now: core.now(),
    };
    const voyage = Voyage.begin(context.store, room.roomId, core.game, setup, { ...settings, casterKey: core.casterKey }, (state) => gameResult(core.table, state));
    core.voyage = voyage;
    seating.toSeatOrder(core.table.entrants(voyage.state));
    seating.slots.forEach((s, seat) => s.token && context.store.saveSeatToken(room.roomId, s.token, seat));
    room.autoDispose = false;
    room.setMetadata({ started: true }).catch(logFailure(room.roomId, 'listing the voyage as started'));
    this.awaitBoards();
    this.steps.publish(settings.prelude ? playPrelude(voyage, settings.prelude, core.now()) : []);
    for (const c of room.clients) this.door.welcome(c);
  }

  /** The game clock stands still from the start until every seated person's board is up, for BOARD_WAIT at most. */
  private awaitBoards(): void {
    const { seating, room, context } = this.core;
    const people = seating.slots.flatMap((s) => (s.sessionId ? [s.sessionId] : []));
    if (!this.holds.awaitBoards(people, Date.now(), context.boardWaitMs)) return;
    room.clock.setTimeout(() => this.holds.stopAwaitingBoards(), context.boardWaitMs);
  }
}
