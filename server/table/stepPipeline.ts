// The step pipeline: validate -> module -> persist -> publish. A person's or bot's action, a tick or a seat change runs
// through the voyage (persisted before anyone sees it), then one record of it (docs/rules/ARCHITECTURE.md) is shown live,
// handed to the audience feed, and each seat gets its own bits. The game clock learns how long the step's events show.
import { ClientState, type Client } from '@colyseus/core';
import type { SeatFacts, TableView } from '../../shared/table/gameModule';
import { packEvents } from '../../shared/table/eventWire';
import { TO_CLIENT, type TablePrivateUpdate } from '../../shared/table/messages';
import { packPrivate } from '../../shared/table/privateWire';
import type { ErrorMessage, EventsMessage } from '../../shared/table/payloads';
import type { LogEntry } from '../store/VoyageStore';
import type { ClockHolds } from './clockHolds';
import { corkUntilNextTick } from './corked';
import { noteMoveWait } from './moveWait';
import { refuse, sendError } from './replies';
import { samePlain } from './schemaSync';
import { recordEvents, showRecord, type LobbyRow, type StepRecord } from './stepRecord';
import { StoryKeeper } from './storyKeeper';
import type { TableCore } from './tableCore';

/** What the room does after each published step, and after a seat changed hands or connection. */
export type StepHooks = {
  published(view: TableView, events: { type: string }[]): void; // the bots, quick play's listing, disposal once over
  seatChanged(seat: number): void; // R51: the absence watch
};

/** What a seated client was last told of its seat. */
type SentBits = { seat: number; own: Record<string, unknown>; legal: unknown[] };

/** A seat's update after `last`: its seat and step, and each of its bits and its legal list only if it changed. */
function changedBits(last: SentBits, own: Record<string, unknown>, legal: unknown[], step: number): TablePrivateUpdate {
  const update: TablePrivateUpdate = { seat: last.seat, step };
  for (const key in own) if (!samePlain(own[key], last.own[key])) update[key] = own[key];
  if (!samePlain(legal, last.legal)) update.legal = legal;
  return update;
}

/** One table's steps, from a client's action to every view of it. */
export class StepPipeline {
  /** The latest public events and who sailed each seat when, for clients that join or reload and for a new audience. */
  readonly story: StoryKeeper;
  private seq = 0;
  private lastRecordAt = 0;
  private unsent = false; // a step was published since the last patch
  private lastSent = new WeakMap<Client, SentBits>(); // what each seated client was last told: its seat, bits and legal list
  private moveReadAt = 0; // when the oldest person's move not yet patched was read (performance.now()), or 0

  constructor(
    private core: TableCore,
    private holds: ClockHolds,
    private hooks: StepHooks,
  ) {
    this.story = new StoryKeeper(core);
  }

  /** A client's engine action: checked once at the door by the module's `parseAction`, so nothing unparsed reaches the engine. */
  act(client: Client, payload: unknown): void {
    const { core } = this;
    const readAt = performance.now();
    if (!core.voyage) return refuse(client, 'not-started', `The ${core.words.table} has not started yet.`);
    const seat = core.slotOf(client);
    if (seat < 0) return refuse(client, 'not-seated', 'Spectators watch; they do not play.');
    const parsed = core.game.parseAction(payload);
    if (!parsed.ok) return refuse(client, 'bad-action', parsed.message);
    if (core.seatFacts(seat).auto) this.changeSeat(seat, { auto: false });
    const done = this.record({ kind: 'action', seat, action: parsed.action, now: core.now() });
    if (done) return sendError(client, done);
    this.moveReadAt ||= readAt;
    this.patchSoon();
  }

  /** A person's move shows at the end of this event-loop turn, or sooner when the turn runs long (patchSoon.ts). */
  private patchSoon(): void {
    this.core.context.patches.soon(this.core.room);
  }

  /** Timers and sightings (R50, R51, R37). */
  tick(): void {
    if (this.core.voyage && !this.core.isOver()) this.record({ kind: 'tick', now: this.core.now() });
  }

  /** A seat fact the room decides (who sits there, connected, handed back from a bot), recorded only when it changes. */
  changeSeat(seat: number, patch: Partial<SeatFacts>): void {
    const facts = this.core.seatFacts(seat);
    const changed = (Object.keys(patch) as (keyof SeatFacts)[]).some((k) => facts[k] !== patch[k]);
    if (changed) this.record({ kind: 'seat', seat, patch });
    this.hooks.seatChanged(seat);
  }

  /** Applies and persists one step, then shows it; returns the engine's refusal instead. */
  record(entry: LogEntry): ErrorMessage | null {
    const result = this.core.voyage!.apply(entry);
    if (!result.ok) return result.error;
    if (result.applied.events.length || entry.kind !== 'tick') this.publish(result.applied.events);
    return null;
  }

  /** Mirror the spectator view, broadcast the events with their animation times, refresh each seat's private bits, wake the bots. */
  publish(events: { type: string }[]): void {
    const { core } = this;
    const wallNow = Date.now();
    const timed = events.map((event) => ({ event, ms: Math.round(core.game.animationMs(event) * core.settings.pace) }));
    this.holds.playMoved(events, wallNow);
    const view = core.game.viewFor(core.voyage!.state, null);
    core.gameClock.present(
      wallNow,
      timed.reduce((sum, t) => sum + t.ms, 0),
      core.table.holdsTheClock(view, (seat) => core.botHolds(seat)),
    );
    this.holds.askAfter(view, events, wallNow);
    this.show(
      this.recordOf(
        view,
        timed.map((t) => ({ ...t.event, ms: t.ms })),
        wallNow,
      ),
    );
    for (const client of core.room.clients) this.sendPrivate(client);
    this.hooks.published(view, events);
  }

  /** A record of the room as it stands, with no events: a lobby change, a table fact, a held clock let go. */
  showNow(): void {
    const { voyage, game } = this.core;
    this.show(this.recordOf(voyage ? game.viewFor(voyage.state, null) : null, [], Date.now()));
  }

  /**
   * R52: a seat's own bits (Pastry Pirates: its recipe; Merchant Voyages: nothing, M41) and its legal actions, to that client
   * only. Each names the step it belongs to, so a client never pairs a new state with the last step's legal list. A seat that
   * may act hears after every step; one that may not is told only when its bits or seat changed, since a client reads a
   * legal list of another step as empty anyway. Each message carries only the parts that changed since the last one on this
   * connection (a seat's legal list mostly stays the same through a clock's step); a client that just joined or came back
   * is told everything (`fresh`). The room's CPU and bytes per step (docs/operating.md).
   */
  sendPrivate(client: Client, fresh = false): void {
    const { core } = this;
    const seat = core.slotOf(client);
    if (!core.voyage || seat < 0) return;
    const own = core.game.privateOf(core.voyage.state, seat) ?? {};
    const legal = core.game.legalActions(core.voyage.state, seat);
    const step = core.voyage.stepCount;
    const last = fresh ? undefined : this.lastSent.get(client);
    const update = last && last.seat === seat ? changedBits(last, own, legal, step) : { seat, step, ...own, legal };
    if (!legal.length && last && Object.keys(update).length === 2) return; // may not act, and nothing changed: seat and step only
    this.lastSent.set(client, { seat, own, legal });
    // A joined or reconnected client gets its bits after the patch they refer to; a joining one with its first full state.
    const joined = client.state === ClientState.JOINED || client.state === ClientState.RECONNECTED;
    client.send(TO_CLIENT.private, packPrivate(core.game.actionShapes, update), joined ? { afterNextPatch: true } : undefined);
  }

  /** Before a patch that carries a step, each client's frames are held back so the patch and its messages leave together. */
  beforePatch(): void {
    this.core.context.store.flush(); // written before shown
    this.core.cast?.flush(); // the audience gets exactly what this patch shows
    this.story.sent(); // the events queued for after this patch are on their way to everyone here
    if (this.moveReadAt) noteMoveWait(this.moveReadAt);
    this.moveReadAt = 0;
    if (!this.unsent) return;
    this.unsent = false;
    corkUntilNextTick(this.core.room.clients);
  }

  /** docs/rules/ARCHITECTURE.md: one record for this step (or a lobby or table change), built from what the room holds now. */
  private recordOf(view: TableView | null, events: StepRecord['events'], wallNow: number): StepRecord {
    const { core } = this;
    this.lastRecordAt = Math.max(wallNow, this.lastRecordAt + 1);
    const lobby: LobbyRow[] = core.voyage ? [] : core.seating.slots.map((s) => ({ name: s.name, human: s.level === null, connected: s.sessionId !== null, level: s.level, ready: s.ready }));
    return {
      at: this.lastRecordAt,
      step: core.voyage?.stepCount ?? 0,
      wallOffset: core.gameClock.wallAt(0, wallNow),
      view,
      events,
      table: {
        code: core.room.roomId,
        name: core.room.state.name,
        lobby,
        rematch: core.rematchCode,
        waitingReady: this.holds.waitingFor,
        startsAt: core.voyage ? null : core.startsAt,
        allSeeing: core.audience.allSeeing,
      },
      secrets: core.voyage ? core.seating.slots.map((_, seat) => core.game.privateOf(core.voyage!.state, seat)) : [],
    };
  }

  /** Shows a record live (the Schema state, then its events after the patch) and hands it to the audience feed. */
  private show(record: StepRecord): void {
    const { core } = this;
    showRecord(core.room.state, record, 0, core.table.mirror);
    core.cast?.publish(record);
    this.unsent = true;
    if (!record.events.length) return this.story.published([]);
    this.seq += 1;
    // Messages follow the patch they belong to, so a client's state already shows what its events and legal list refer to.
    const broadcastEvents = recordEvents(record, 0);
    this.story.published(broadcastEvents);
    const message: EventsMessage = { seq: this.seq, serverNow: record.at, events: broadcastEvents };
    core.room.broadcast(TO_CLIENT.events, packEvents(core.game.eventShapes, message), { afterNextPatch: true }); // packed once for everyone
  }
}
