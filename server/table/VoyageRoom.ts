// The authoritative 'voyage' room: validate -> engine -> persist -> mirror -> broadcast. No rule ifs here.
import { randomBytes } from 'node:crypto';
import { ClientState, Room, matchMaker, type Client, type Delayed } from '@colyseus/core';
import { EMOTES } from '../../shared/table/emotes';
import { CURRENT_STREAM } from '../../shared/random';
import type { SeatFacts, TableView } from '../../shared/table/gameModule';
import type { TableState } from './TableState';
import type { LogEntry, VoyageStore } from '../store/VoyageStore';
import { botLevelFor, createOptionsSchema, joinOptionsSchema, parseOptions, refuseTestKnobs, type CreateOptions } from './options';
import { claimFreshCode, releaseCode, reserveCode } from './roomCode';
import { GameClock } from './gameClock';
import { TokenBucket, type RateLimits } from './rateLimit';
import { Seating } from './Seating';
import { Voyage } from './Voyage';
import { tables } from '../games/tables';
import type { AnyTableGame } from './tableGame';
import { showRecord, recordEvents, type LobbyRow, type StepRecord } from './stepRecord';
import { CastLink, type AudienceNote } from './castLink';
import { botName } from './names';
import { botDecision, botSeed } from './botSeed';
import { playPrelude } from './prelude';
import { corkUntilNextTick } from './corked';
import { Refusal } from './refusal';
import { CLOSE_ABANDONED, CLOSE_ABUSE, CLOSE_KICKED, CLOSE_RECLAIMED, KICKED_WORDS } from '../../shared/table/closeCodes';
import type { CreationLimits } from './creationLimits';
import { takeCreatorAddress } from './creatorAddress';
import { Lifetime } from './lifetime';
import { logFailure } from './logFailure';
import { AbsenceWatch } from './absence';
import { BoardsUp } from './boardsUp';
import { StoryLog } from './StoryLog';
import { handOf, type HistoryMessage } from '../../shared/table/story';
import { TABLE_ROOM, TO_TABLE, TO_CLIENT, type TablePrivateMessage } from '../../shared/table/messages';
import type { BotLevel } from '../../shared/table/step';
import { TABLE_ERRORS } from '../../shared/table/errors';
import type { AllSeeingMessage, CheerMessage, EmoteMessage, ErrorMessage, EventsMessage, RematchMessage } from '../../shared/table/payloads';
import { refuse, sendError, tableError, tableWords, type TableWords } from './replies';
import { emoteSchema, kickSchema, moveSeatSchema, readyToSailSchema, type WelcomeMessage } from '../../shared/table/protocol';

/** What every room of one server shares. */
export type RoomContext = {
  store: VoyageStore;
  testSeeds: boolean; // PASTRY_TEST_SEEDS=1: clients may set the test options (seed, prelude, pace)
  restoring: Set<string>; // codes startServer is reopening after a restart
  rateLimits: RateLimits; // each client's message budget
  creation: CreationLimits; // rooms per address a minute, open voyages per process
  abandonAfterMs: number; // ABANDON_AFTER: a lobby's life, and how long a voyage may sit with nobody connected
  quickStartMs: number; // QUICK_START: how long a lobby made by quick play waits for others before it sets sail
  absentAfterMs: number; // ABSENT_AFTER (R51): how long a captain may have no open connection before a bot sails for them
  boardWaitMs: number; // BOARD_WAIT: the longest a new voyage's first turn waits for every seated person's board to be drawn
};

/** How often the room asks the engine whether a timer or sighting is due (R50, R37). */
const TICK_MS = 100;
/** How often the room's clock runs its timers (bots, ticks): as often as it patches. */
const CLOCK_MS = 50;
/** How many recent public events a joining client gets, so a reload keeps the story so far: a whole voyage. */
const HISTORY_EVENTS = 1500;
/** How long a baker's next attempt waits for "Ready?" before the shuffle shows anyway. */
export const READY_HOLD_MS = 30_000;
/** A captain's emotes: a short burst, then about one a second. */
const EMOTE_LIMITS = { perSecond: 1, burst: 3, abuseDrops: 1_000_000, abuseWindowMs: 10_000 };
/** How long a dropped client keeps its seat for a plain reconnect. */
const RECONNECT_SECONDS = 60;

/** Makes the room class for one server, bound to its context. */
export function voyageRoomFor(context: RoomContext): typeof VoyageRoom {
  return class BoundVoyageRoom extends VoyageRoom {
    protected override context = context;
  };
}

/** The room. */
export class VoyageRoom extends Room<TableState> {
  protected context!: RoomContext;
  private settings!: CreateOptions;
  private seating!: Seating;
  private table: AnyTableGame = tables.pastry; // the game this table plays, with its presentation rules
  private game = this.table.module;
  private words: TableWords = tableWords('pastry'); // the game's words for its players and its table, for refusals
  private voyage: Voyage | null = null;
  private gameClock = new GameClock(Date.now());
  private buckets = new Map<string, TokenBucket>();
  private emoteBuckets = new Map<string, TokenBucket>(); // a gentler limit of its own, so emotes never crowd out orders
  private leavingByChoice = new Set<string>(); // sessions that said 'leave' before closing (a server shutdown also closes as consented)
  private kickedTokens = new Set<string>(); // the seat tokens of people the creator took off the crew: that browser stays off it
  private creator: string | null = null;
  private seq = 0;
  private rematching: Promise<{ roomId: string }> | null = null;
  private rematchCode: string | null = null;
  private readyHold: { seat: number; eventsEnd: number } | null = null; // a baker's next attempt waits for them to be ready
  private story = new StoryLog(HISTORY_EVENTS); // the latest public events and who sailed each seat when, for clients that join or reload
  private botTimer: Delayed | null = null;
  private stepUnsent = false; // a step was published since the last patch
  private cast: CastLink | null = null; // the feed to this voyage's audience room
  private casterKey = randomBytes(12).toString('base64url'); // opens the all-seeing cast; the creator gets it
  private lastRecordAt = 0;
  private audience = { watching: 0, allSeeing: 0 }; // who watches through the audience room
  private startsAt: number | null = null; // a quick-play lobby sets sail on its own then
  private offQuickPlay = false; // the voyage is near its end or over: quick play no longer drops newcomers into it
  private absence!: AbsenceWatch; // R51: seats whose person has had no open connection for a while go to a bot
  private boards = new BoardsUp(); // the first turn's clock waits for every seated person's board to be drawn

  override async onCreate(raw: Record<string, unknown>): Promise<void> {
    const restoring = typeof raw?.restore === 'string' && this.context.restoring.has(raw.restore) ? raw.restore : null;
    const { address, options } = takeCreatorAddress(raw);
    this.context.creation.admit(this, address, restoring !== null);
    this.absence = new AbsenceWatch(this.clock, this.context.absentAfterMs, (seat) => this.changeSeat(seat, { auto: true }));
    try {
      const settings = restoring ? null : parseOptions(createOptionsSchema, options);
      this.playGame(tables[settings?.game ?? this.context.store.gameOf(restoring!) ?? 'pastry']);
      if (restoring) await this.reopen(restoring);
      else await this.open(settings!);
    } catch (error) {
      this.context.creation.release(this);
      throw error;
    }
    this.onMessage(TO_TABLE.start, (client) => this.guarded(client, () => this.start(client)));
    this.onMessage(TO_TABLE.action, (client, payload) => this.guarded(client, () => this.act(client, payload)));
    this.onMessage(TO_TABLE.leave, (client) => this.guarded(client, () => this.leavingByChoice.add(client.sessionId)));
    this.onMessage(TO_TABLE.emote, (client, payload) => this.guarded(client, () => this.emote(client, payload)));
    this.onMessage(TO_TABLE.ready, (client) => this.guarded(client, () => this.ready(client)));
    this.onMessage(TO_TABLE.moveSeat, (client, payload) => this.guarded(client, () => this.moveSeat(client, payload)));
    this.onMessage(TO_TABLE.kick, (client, payload) => this.guarded(client, () => this.kick(client, payload)));
    this.onMessage(TO_TABLE.readyToSail, (client, payload) => this.guarded(client, () => this.readyToSail(client, payload)));
    this.onMessage(TO_TABLE.helm, (client) => this.guarded(client, () => this.takeHelm(client)));
    this.onMessage(TO_TABLE.boardUp, (client) => this.guarded(client, () => this.boardUp(client.sessionId)));
    this.onMessage(TO_TABLE.rematch, (client) => this.guarded(client, () => void this.rematch(client).catch((error) => this.rematchFailed(client, error))));
    this.onMessage('*', (client, type) => this.guarded(client, () => refuse(client, 'unknown-message', `Unknown message ${String(type).slice(0, 40)}.`)));
    // The clock ticks on its own interval, not inside each patch, so every step a patch carries was recorded before it.
    this.setSimulationInterval(() => undefined, CLOCK_MS);
    this.clock.setInterval(() => this.tickEngine(), TICK_MS);
    this.watchLifetime();
  }

  /** Ends the room once it has outlived its welcome (a lobby never started, a voyage nobody is connected to). */
  private watchLifetime(): void {
    const life = new Lifetime(this.context.abandonAfterMs, Date.now());
    this.clock.setInterval(() => {
      if (life.due(Date.now(), { started: !!this.voyage, over: !!this.voyage && this.game.isOver(this.voyage.state), connected: this.clients.length + this.audience.watching })) this.abandon(); // the audience room's viewers watch too
    }, life.checkEveryMs);
  }

  /** Records an unfinished voyage as abandoned (so it is not reopened; a lobby is recorded at dispose) and closes the room. */
  private abandon(): void {
    if (this.voyage) this.context.store.abandon(this.roomId);
    this.clock.clear();
    this.disconnect(CLOSE_ABANDONED).catch(logFailure(this.roomId, 'closing an abandoned room'));
  }

  /** The game this table plays: its state, and its listing, so quick play can ask for a game. */
  private playGame(table: AnyTableGame): void {
    this.table = table;
    this.game = table.module;
    this.words = tableWords(table.module.key);
    this.setState(new table.State());
    (this.listing as unknown as { game: string }).game = table.module.key;
  }

  /** A new room from its checked create options. */
  private async open(settings: CreateOptions): Promise<void> {
    refuseTestKnobs(settings, this.context.testSeeds); // a seed, a prelude or a pace is for tests alone
    this.settings = settings;
    if (settings.casterKey) this.casterKey = settings.casterKey;
    this.roomId = await claimFreshCode(this.presence, (code) => this.context.store.hasCode(code));
    const levels = Array.from({ length: settings.captains }, (_, i) => botLevelFor(settings.bots, i));
    this.seating = new Seating(
      levels,
      levels.map((_, i) => botName(i)),
    );
    this.state.name = `${settings.name}'s voyage`;
    await this.openCast();
    if (settings.quick && !settings.private) {
      this.startsAt = Date.now() + this.context.quickStartMs;
      this.clock.setTimeout(() => this.setSailOnItsOwn(), this.context.quickStartMs);
    }
    this.mirrorLobby();
    if (settings.private) await this.setPrivate(true);
    await this.setMetadata({ name: this.state.name, captains: settings.captains, started: false });
  }

  /** A stored voyage reopened after a restart, under the same code, with fresh timers. */
  private async reopen(code: string): Promise<void> {
    const restored = Voyage.restore(this.context.store, code, this.game);
    if (!restored) throw new Error(`No stored voyage ${code}.`);
    this.context.restoring.delete(code);
    this.roomId = code;
    await reserveCode(this.presence, code);
    const { casterKey, ...roomOptions } = restored.roomOptions as { casterKey?: string };
    this.settings = parseOptions(createOptionsSchema, roomOptions);
    if (casterKey) this.casterKey = casterKey;
    this.voyage = restored.voyage;
    this.gameClock = new GameClock(Date.now(), restored.clockAt);
    this.seating = Seating.fromSeats(this.game.seatsOf(this.voyage.state), restored.seatTokens, restored.released);
    this.state.name = `${this.settings.name}'s voyage`;
    await this.openCast();
    this.autoDispose = false;
    if (this.settings.private) await this.setPrivate(true);
    await this.setMetadata({ name: this.state.name, captains: this.settings.captains, started: true });
    for (const seat of this.seating.slots.keys()) {
      const facts = this.seatFacts(seat);
      if (facts.connected && facts.bot === null) this.changeSeat(seat, { connected: false });
      else this.watchAbsence(seat);
    }
    this.record({ kind: 'timers', now: this.now() });
  }

  override async onJoin(client: Client, raw: Record<string, unknown>): Promise<void> {
    const options = parseOptions(joinOptionsSchema, raw);
    let slot = -1;
    let tookOver: string | undefined;
    if (options.seatToken && this.kickedTokens.has(options.seatToken)) throw new Refusal(KICKED_WORDS);
    if (options.seatToken) {
      slot = this.seating.slotOfToken(options.seatToken);
      if (slot < 0) throw new Refusal(`That seat token is not for this ${this.words.table}.`);
      const previous = this.seating.bind(slot, client.sessionId);
      if (previous) this.clients.find((c) => c.sessionId === previous)?.leave(CLOSE_RECLAIMED, 'Your seat was reclaimed from another window.');
      if (previous && this.creator === previous) this.creator = client.sessionId; // the creator's say moves with their seat
      if (this.seating.slots[slot].released) this.markReleased(slot, false);
    } else if (!options.spectate) {
      ({ slot, tookOver } = this.seatNewcomer(client, options.name));
    }
    if (slot < 0 && this.settings.castDelay > 0)
      throw new Refusal(`This ${this.words.table} is streamed ${this.settings.castDelay} s behind: watch it through its audience feed (the spectator link).`);
    if (slot >= 0 && this.voyage) this.changeSeat(slot, { connected: true, auto: false });
    if (!this.voyage) this.mirrorLobby();
    this.buckets.set(client.sessionId, new TokenBucket(Date.now(), this.context.rateLimits));
    this.countWatchers();
    if (!this.creator) this.creator = client.sessionId; // only once the join has been accepted
    this.welcome(client, tookOver);
    this.sendHistory(client);
    this.sendPrivate(client);
  }

  /**
   * A person without a token: a lobby slot, a bot's seat in a running voyage (and the name that ship sailed under until now,
   * so their log tells the bot's moves from theirs), or else the spectators' gallery.
   */
  private seatNewcomer(client: Client, name: string): { slot: number; tookOver?: string } {
    if (!this.voyage) return { slot: this.seating.seatInBotSlot(client.sessionId, name) };
    if (this.game.isOver(this.voyage.state)) return { slot: -1 };
    const slot = this.seating.seatInBotSlot(client.sessionId, name, (seat) => this.seatFacts(seat).bot !== null);
    if (slot < 0) return { slot };
    const tookOver = this.seatFacts(slot).name;
    this.context.store.saveSeatToken(this.roomId, this.seating.slots[slot].token!, slot);
    this.changeSeat(slot, { name: this.seating.slots[slot].name, bot: null });
    return { slot, tookOver };
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.buckets.delete(client.sessionId);
    this.emoteBuckets.delete(client.sessionId);
    this.countWatchers();
    if (this.voyage) this.boardUp(client.sessionId); // the table waits for no board of someone gone
    const byChoice = this.leavingByChoice.delete(client.sessionId);
    const slot = this.seating.slotOf(client.sessionId);
    if (slot < 0) return;
    if (this.voyage) this.changeSeat(slot, { connected: false });
    if (!consented) {
      try {
        const back = await this.allowReconnection(client, RECONNECT_SECONDS);
        if (this.seating.slots[slot].sessionId !== back.sessionId) {
          back.leave(CLOSE_RECLAIMED, 'Your seat was reclaimed from another window.');
          return;
        }
        this.buckets.set(back.sessionId, new TokenBucket(Date.now(), this.context.rateLimits));
        if (this.voyage) this.changeSeat(slot, { connected: true, auto: false });
        this.welcome(back);
        this.sendHistory(back);
        this.sendPrivate(back);
        return;
      } catch {
        // the seat waits for its seat token
      }
    }
    if (this.seating.slots[slot].sessionId !== client.sessionId) return;
    if (this.voyage) {
      this.seating.leave(client.sessionId, null, '');
      if (byChoice && !this.game.isOver(this.voyage.state)) {
        this.markReleased(slot, true);
        this.changeSeat(slot, { auto: true });
      }
    } else {
      const level = botLevelFor(this.settings.bots, slot);
      this.seating.leave(client.sessionId, level, botName(slot));
      if (this.creator === client.sessionId) {
        this.creator = this.seating.slots.find((s) => s.sessionId)?.sessionId ?? null;
        const heir = this.clients.find((c) => c.sessionId === this.creator);
        if (heir) this.welcome(heir);
      }
      this.mirrorLobby();
    }
  }

  /** Before a patch that carries a step, each client's frames are held back so the patch and its messages leave together. */
  override onBeforePatch(): void {
    this.cast?.flush(); // the audience gets exactly what this patch shows
    if (!this.stepUnsent) return;
    this.stepUnsent = false;
    for (const client of this.clients) corkUntilNextTick(client);
  }

  /** Frees the code, unless an unfinished voyage (a server shutting down) will reopen under it on the next start. */
  override async onDispose(): Promise<void> {
    this.context.creation.release(this);
    const { store } = this.context;
    if (!this.voyage) store.closeLobby(this.roomId); // its code answers 'abandoned' from now on
    const gone = !this.voyage || this.game.isOver(this.voyage.state) || store.wasAbandoned(this.roomId);
    await this.cast?.close(gone).catch(logFailure(this.roomId, 'closing its audience feed'));
    if (gone) await releaseCode(this.presence, this.roomId).catch(logFailure(this.roomId, 'releasing its code'));
  }

  /** Logs a real fault and keeps the room alive; a refusal of a client's bad request is no fault and is not logged. */
  override onUncaughtException(error: unknown, method: string): void {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof Refusal) return;
    console.error(`[voyage ${this.roomId}] ${method} threw`, cause);
  }

  /** Runs a message handler behind the client's rate limit. */
  private guarded(client: Client, handle: () => void): void {
    const verdict = this.buckets.get(client.sessionId)?.take(Date.now()) ?? 'drop';
    if (verdict === 'pass') return handle();
    refuse(client, 'rate-limited');
    if (verdict === 'abuse') client.leave(CLOSE_ABUSE, 'Too many messages.');
  }

  /** The creator starts the voyage once at least one person is seated; empty seats become bots. */
  private start(client: Client): void {
    if (this.voyage) return refuse(client, 'already-started', `This ${this.words.table} has already started.`);
    if (!this.isCreator(client)) return refuse(client, 'not-creator', 'Only whoever made this room can start it.');
    if (!this.seating.hasPeople()) return refuse(client, 'no-captains');
    this.setSail();
  }

  /** The waiting room's say is the creator's: a refusal for anyone else, or once the voyage has set sail. */
  private lobbyRefusal(client: Client): ErrorMessage | null {
    if (this.voyage) return tableError('already-started', `This ${this.words.table} has already started.`);
    if (!this.isCreator(client)) return tableError('not-creator', 'Only whoever made this room arranges its seats.');
    return null;
  }

  /** The creator makes two waiting-room slots trade places; whoever moved is told their new slot. */
  private moveSeat(client: Client, payload: unknown): void {
    const refusal = this.lobbyRefusal(client);
    if (refusal) return sendError(client, refusal);
    const parsed = moveSeatSchema.safeParse(payload);
    const size = this.seating.slots.length;
    if (!parsed.success || parsed.data.from >= size || parsed.data.to >= size) return refuse(client, 'bad-slot', `Slots are numbered 0 to ${size - 1}.`);
    const { from, to } = parsed.data;
    this.seating.swap(from, to);
    for (const moved of [from, to]) {
      const session = this.seating.slots[moved].sessionId;
      const mover = session && this.clients.find((c) => c.sessionId === session);
      if (mover) this.welcome(mover);
    }
    this.mirrorLobby();
  }

  /** The creator takes a person off the crew: their connection closes with a reason, and a bot takes their slot. */
  private kick(client: Client, payload: unknown): void {
    const refusal = this.lobbyRefusal(client);
    if (refusal) return sendError(client, refusal);
    const parsed = kickSchema.safeParse(payload);
    const slot = parsed.success ? this.seating.slots[parsed.data.slot] : undefined;
    if (!parsed.success || !slot || slot.token === null) return refuse(client, 'bad-slot', 'Only a person in the waiting room can be asked to leave.');
    if (slot.sessionId === client.sessionId) return refuse(client, 'bad-slot', 'Leave instead: you cannot ask yourself to leave.');
    const kicked = this.clients.find((c) => c.sessionId === slot.sessionId);
    this.kickedTokens.add(slot.token);
    this.seating.free(parsed.data.slot, botLevelFor(this.settings.bots, parsed.data.slot), botName(parsed.data.slot));
    kicked?.leave(CLOSE_KICKED, KICKED_WORDS);
    this.mirrorLobby();
  }

  /** A person in the waiting room says whether they are ready; everyone (the creator above all) sees it. */
  private readyToSail(client: Client, payload: unknown): void {
    const slot = this.seating.slotOf(client.sessionId);
    if (this.voyage) return refuse(client, 'already-started', `This ${this.words.table} has already started.`);
    if (slot < 0) return refuse(client, 'not-seated', 'Spectators watch; only the seated say ready.');
    const parsed = readyToSailSchema.safeParse(payload);
    if (!parsed.success) return refuse(client, 'bad-ready');
    this.seating.slots[slot].ready = parsed.data.ready;
    this.mirrorLobby();
  }

  /** A quick-play lobby's time is up: it sets sail with whoever is aboard (a lobby left empty closes as usual). */
  private setSailOnItsOwn(): void {
    if (!this.voyage && this.seating.hasPeople()) this.setSail();
  }

  /** Deals the seats (R8), bots taking the empty ones, and begins the voyage. */
  private setSail(): void {
    const setup = {
      seed: this.settings.seed ?? randomBytes(32).toString('hex'), // fair play: the stream's 256-bit key
      stream: CURRENT_STREAM,
      captains: this.seating.slots.map((s) => (s.level ? { name: s.name, bot: s.level } : { name: s.name })),
      options: this.settings.timers,
      now: this.now(),
    };
    this.voyage = Voyage.begin(this.context.store, this.roomId, this.game, setup, { ...this.settings, casterKey: this.casterKey });
    this.seating.toSeatOrder(this.table.entrants(this.voyage.state));
    this.seating.slots.forEach((s, seat) => s.token && this.context.store.saveSeatToken(this.roomId, s.token, seat));
    this.autoDispose = false;
    this.setMetadata({ started: true }).catch(logFailure(this.roomId, 'listing the voyage as started'));
    this.waitForBoards();
    this.publish(this.settings.prelude ? playPrelude(this.voyage, this.settings.prelude, this.now()) : []);
    for (const c of this.clients) this.welcome(c);
  }

  /** The game clock stands still from the start until every seated person's board is up, for BOARD_WAIT at most. */
  private waitForBoards(): void {
    if (this.settings.pace === 0) return; // rehearsals and tests play at once
    const people = this.seating.slots.flatMap((s) => (s.sessionId ? [s.sessionId] : []));
    if (!this.boards.await(people)) return;
    this.gameClock.pause(Date.now(), this.context.boardWaitMs);
    this.clock.setTimeout(() => this.boards.giveUp(), this.context.boardWaitMs);
  }

  /** A seated person's board is drawn (or they left); the last one starts the first turn's clock at once. */
  private boardUp(session: string): void {
    if (!this.boards.up(session) || !this.voyage) return;
    const wallNow = Date.now();
    this.gameClock.resume(wallNow, wallNow);
    this.showNow(); // every client's wall times, moved to the clock's new start
    this.scheduleBot(this.game.viewFor(this.voyage.state, null), []);
    this.broadcastPatch();
  }

  /** Tells a client where it sits (a lobby slot before the start, a seat after it), hands a seated person their seat token, and names a ship they took over. */
  private welcome(client: Client, tookOver?: string): void {
    const slot = this.seating.slotOf(client.sessionId);
    const seated = slot >= 0;
    const message: WelcomeMessage = {
      code: this.roomId,
      seat: seated && this.voyage ? slot : null,
      lobbySlot: seated && !this.voyage ? slot : null,
      seatToken: seated ? this.seating.slots[slot].token : null,
      spectator: !seated,
      creator: this.isCreator(client),
      casterKey: this.isCreator(client) ? this.casterKey : undefined,
      castDelay: this.settings.castDelay,
      serverNow: Date.now(),
      tookOver,
    };
    client.send(TO_CLIENT.welcome, message);
  }

  /** The story so far (the latest public events, already played, and who sailed each seat when), so the log survives a reload or a late join. */
  private sendHistory(client: Client): void {
    if (!this.story.events.length) return;
    const slot = this.seating.slotOf(client.sessionId);
    const message: HistoryMessage<{ type: string }> = this.story.toldTo(slot >= 0 ? this.seating.slots[slot].token : null);
    client.send(TO_CLIENT.history, message);
  }

  /** The spectator count the HUD shows. */
  private countWatchers(): void {
    const here = this.clients.filter((c) => this.seating.slotOf(c.sessionId) < 0 && c.state !== ClientState.LEAVING).length;
    this.state.watching = here + this.audience.watching;
  }

  /** Registers this voyage's cast settings and listens for its audience room. */
  private async openCast(): Promise<void> {
    this.state.castDelay = this.settings.castDelay;
    this.cast = new CastLink(
      this.presence,
      this.roomId,
      { castDelay: this.settings.castDelay, casterKey: this.casterKey, game: this.game.key },
      (note) => this.hearAudience(note),
      () => this.story.toldTo(null),
    );
    await this.cast.open();
  }

  /** The audience room's head count and cheers. Every captain is told when an all-seeing caster arrives. */
  private hearAudience(note: AudienceNote): void {
    if (note.type === 'cheer') return this.broadcast(TO_CLIENT.cheer, { seat: note.seat, emoji: note.emoji } satisfies CheerMessage);
    if (note.type !== 'count') return;
    const joined = note.allSeeing > this.audience.allSeeing;
    const changed = note.allSeeing !== this.audience.allSeeing;
    this.audience = { watching: note.watching, allSeeing: note.allSeeing };
    this.countWatchers();
    if (!changed) return;
    this.broadcast(TO_CLIENT.allSeeing, { count: note.allSeeing, joined } satisfies AllSeeingMessage);
    this.showNow();
  }

  /** A captain's quick emote from the fixed set, shown over their ship to everyone; at most about one a second. */
  private emote(client: Client, payload: unknown): void {
    const seat = this.seating.slotOf(client.sessionId);
    if (seat < 0 || !this.voyage) return refuse(client, 'not-seated', `Only the ${this.words.players} of a ${this.words.table} under way send emotes.`);
    const parsed = emoteSchema.safeParse(payload);
    if (!parsed.success) return refuse(client, 'bad-emote', `Emotes are one of ${EMOTES.join(' ')}.`);
    let bucket = this.emoteBuckets.get(client.sessionId);
    if (!bucket) this.emoteBuckets.set(client.sessionId, (bucket = new TokenBucket(Date.now(), EMOTE_LIMITS)));
    if (bucket.take(Date.now()) !== 'pass') return refuse(client, 'rate-limited', 'One emote at a time, please.');
    this.broadcast(TO_CLIENT.emote, { seat, emoji: parsed.data.emoji } satisfies EmoteMessage);
    this.cast?.emote({ at: Date.now(), seat, emoji: parsed.data.emoji });
  }

  /**
   * "Sail again": a finished voyage opens a new room with the same settings (bots kept; seats are dealt afresh at
   * its start, R8) and tells everyone its code; the first to ask makes it, later askers get the same code.
   */
  private async rematch(client: Client): Promise<void> {
    if (!this.voyage || !this.game.isOver(this.voyage.state)) return refuse(client, 'not-over', `Play again once this ${this.words.table} is over.`);
    if (this.seating.slotOf(client.sessionId) < 0) return refuse(client, 'not-seated', `Only the ${this.words.players} of this ${this.words.table} can call a rematch.`);
    if (!this.rematchCode && !this.rematching) {
      const { game, captains, bots, timers, pace, castDelay } = this.settings;
      const name = this.seatFacts(this.seating.slotOf(client.sessionId)).name; // the new room is named for whoever called it
      // A streamed voyage's rematch keeps its delay and caster key, so the cast and its viewers can follow it.
      this.rematching = matchMaker.createRoom(TABLE_ROOM, { game, name, captains, bots, timers, pace, private: true, castDelay, casterKey: this.casterKey });
      this.rematchCode = (await this.rematching).roomId;
      this.showNow();
    }
    await this.rematching;
    this.broadcast(TO_CLIENT.rematch, { code: this.rematchCode! } satisfies RematchMessage);
  }

  /** A rematch room could not be made (the harbour is full, presence is down): the asker hears so, and may ask again. */
  private rematchFailed(client: Client, error: unknown): void {
    this.rematching = null;
    if (!(error instanceof Refusal)) logFailure(this.roomId, 'opening a rematch room')(error);
    refuse(client, 'rematch-failed', `${TABLE_ERRORS['rematch-failed']} ${(error as Error).message}`);
  }

  /**
   * A person's next bake-off attempt starts their turn while they may be looking away, so the game clock holds
   * (up to READY_HOLD_MS) until they say they are ready; the shuffle then shows from its start. No rule changes: the engine's
   * times are game times, and the clock simply stands still meanwhile, as it does for any presentation.
   */
  private holdForReady(view: TableView, events: { type: string }[], wallNow: number): void {
    const seat = this.table.readyHoldFor?.(view, events) ?? null;
    if (seat === null || this.settings.pace === 0 || this.botHolds(seat)) return;
    this.readyHold = { seat, eventsEnd: this.gameClock.presentationEnds() };
    this.gameClock.pause(wallNow, READY_HOLD_MS);
  }

  /** Ends a hold for a baker's "Ready?", if one is running: the game clock runs again from now (or when its events end). */
  private releaseHold(wallNow: number): void {
    if (!this.readyHold) return;
    this.gameClock.resume(wallNow, this.readyHold.eventsEnd);
    this.readyHold = null;
  }

  /** The baker is ready: the held clock runs again and the shuffle's times are mirrored afresh. */
  private ready(client: Client): void {
    const hold = this.readyHold;
    if (!hold || this.seating.slotOf(client.sessionId) !== hold.seat) return refuse(client, 'not-waiting');
    const wallNow = Date.now();
    this.releaseHold(wallNow);
    this.showNow();
    this.broadcastPatch();
  }

  /** R51: a captain a bot has been sailing for says they are back; the bot stands aside at once, before their next decision. */
  private takeHelm(client: Client): void {
    const seat = this.seating.slotOf(client.sessionId);
    if (!this.voyage || seat < 0) return refuse(client, 'not-seated', `Only the ${this.words.players} of a ${this.words.table} under way take a helm.`);
    if (!this.seatFacts(seat).auto) return refuse(client, 'not-away');
    this.changeSeat(seat, { auto: false });
    this.broadcastPatch();
  }

  /** A client's engine action. */
  private act(client: Client, payload: unknown): void {
    if (!this.voyage) return refuse(client, 'not-started', `The ${this.words.table} has not started yet.`);
    const seat = this.seating.slotOf(client.sessionId);
    if (seat < 0) return refuse(client, 'not-seated', 'Spectators watch; they do not play.');
    const parsed = this.game.parseAction(payload);
    if (!parsed.ok) return refuse(client, 'bad-action', parsed.message);
    if (this.seatFacts(seat).auto) this.changeSeat(seat, { auto: false });
    const done = this.record({ kind: 'action', seat, action: parsed.action, now: this.now() });
    if (done) return sendError(client, done);
    this.broadcastPatch(); // a person's move shows at once rather than at the next patch tick (safe here: no clock callback is running)
  }

  /** Timers and sightings (R50, R51, R37). */
  private tickEngine(): void {
    if (this.voyage && !this.game.isOver(this.voyage.state)) this.record({ kind: 'tick', now: this.now() });
  }

  /** A person who left by choice: a bot sails at once and a newcomer may take the seat; their seat token still brings them back. */
  private markReleased(slot: number, released: boolean): void {
    this.seating.slots[slot].released = released;
    this.context.store.markReleased(this.roomId, slot, released);
  }

  /** A seat fact the room decides (who sits there, connected, handed back from a bot). */
  private changeSeat(seat: number, patch: Partial<SeatFacts>): void {
    const facts = this.seatFacts(seat);
    const changed = (Object.keys(patch) as (keyof SeatFacts)[]).some((k) => facts[k] !== patch[k]);
    if (changed) this.record({ kind: 'seat', seat, patch });
    this.watchAbsence(seat);
  }

  /** R51 (and Merchant Voyages' tables alike): a person's seat with no open connection starts its countdown to a bot; connected, bot-held or over, it has none. */
  private watchAbsence(seat: number): void {
    const facts = this.seatFacts(seat);
    if (facts.connected || facts.bot !== null || facts.auto || this.game.isOver(this.voyage!.state)) this.absence.back(seat);
    else this.absence.away(seat);
  }

  /** Applies and persists one step, then shows it; returns the engine's error instead when it refuses. */
  private record(entry: LogEntry): ErrorMessage | null {
    const result = this.voyage!.apply(entry);
    if (!result.ok) return result.error;
    if (result.applied.events.length || entry.kind !== 'tick') this.publish(result.applied.events);
    return null;
  }

  /** Mirror the spectator view, broadcast the events with their animation times, refresh each seat's private bits, wake the bots. */
  private publish(events: { type: string }[]): void {
    const wallNow = Date.now();
    const timed = events.map((event) => ({ event, ms: Math.round(this.game.animationMs(event) * this.settings.pace) }));
    // Play moved on: whatever waited for a baker's "Ready?" waits no longer. A creature coming and going (R37) is no move.
    if (events.some((e) => !this.table.besidePlay.has(e.type))) this.releaseHold(wallNow);
    const view = this.game.viewFor(this.voyage!.state, null);
    this.gameClock.present(
      wallNow,
      timed.reduce((sum, t) => sum + t.ms, 0),
      this.table.holdsTheClock(view, (seat) => this.botHolds(seat)),
    );
    this.holdForReady(view, events, wallNow);
    this.show(
      this.recordOf(
        view,
        timed.map((t) => ({ ...t.event, ms: t.ms })),
        wallNow,
      ),
    );
    for (const client of this.clients) this.sendPrivate(client);
    if (view.phase === 'over') this.autoDispose = true;
    this.listForQuickPlay(view);
    this.scheduleBot(view, events);
  }

  /**
   * Quick play drops newcomers into a public voyage only while it has a voyage left to play (near its end or over, a
   * newcomer would get no turns) and, R51, while none of its people is away with a bot sailing for them: it prefers tables
   * whose people are present. A voyage off quick play still opens by its code.
   */
  private listForQuickPlay(view: TableView): void {
    if (this.settings.private || this.offQuickPlay) return;
    if (!this.table.takesNewcomers(view)) {
      this.offQuickPlay = true;
      this.setPrivate(true).catch(logFailure(this.roomId, 'taking the voyage off quick play'));
      return;
    }
    const away = this.game.seatsOf(this.voyage!.state).some((c, seat) => c.bot === null && c.auto && !c.connected && !this.seating.slots[seat].released);
    if (away === this.listing.private) return;
    this.setPrivate(away).catch(logFailure(this.roomId, away ? 'taking the voyage off quick play while a captain is away' : 'putting the voyage back on quick play'));
  }

  /** docs/rules/ARCHITECTURE.md: one record for this step (or a lobby or table change), built from what the room holds now. */
  private recordOf(view: TableView | null, events: StepRecord['events'], wallNow: number): StepRecord {
    this.lastRecordAt = Math.max(wallNow, this.lastRecordAt + 1);
    const lobby: LobbyRow[] = this.voyage ? [] : this.seating.slots.map((s) => ({ name: s.name, human: s.level === null, connected: s.sessionId !== null, level: s.level, ready: s.ready }));
    return {
      at: this.lastRecordAt,
      step: this.voyage?.stepCount ?? 0,
      wallOffset: this.gameClock.wallAt(0, wallNow),
      view,
      events,
      table: {
        code: this.roomId,
        name: this.state.name,
        lobby,
        rematch: this.rematchCode,
        waitingReady: this.readyHold?.seat ?? null,
        startsAt: this.voyage ? null : this.startsAt,
        allSeeing: this.audience.allSeeing,
      },
      secrets: this.voyage ? this.seating.slots.map((_, seat) => this.game.privateOf(this.voyage!.state, seat)) : [],
    };
  }

  /** Shows a record live (the Schema state, then its events after the patch) and hands it to the audience feed. */
  private show(record: StepRecord): void {
    showRecord(this.state, record, 0, this.table.mirror);
    this.cast?.publish(record);
    this.stepUnsent = true;
    if (!record.events.length) return this.noteHands();
    this.seq += 1;
    // Messages follow the patch they belong to, so a client's state already shows what its events and legal list refer to.
    const broadcastEvents = recordEvents(record, 0);
    this.story.push(broadcastEvents);
    this.noteHands(); // this step's events stay told under the hands that made them; a change of hands counts from the next
    const message: EventsMessage = { seq: this.seq, serverNow: record.at, events: broadcastEvents };
    this.broadcast(TO_CLIENT.events, message, { afterNextPatch: true });
  }

  /** Notes who holds each seat from the story's next event on: a name, a person's token, a bot or a stand-in. */
  private noteHands(): void {
    if (this.voyage) this.game.seatsOf(this.voyage.state).forEach((c, seat) => this.story.note(seat, c.name, handOf(c.bot, c.auto), c.bot === null ? (this.seating.slots[seat]?.token ?? null) : null));
  }

  /** A record of the room as it stands, with no events: a lobby change, a table fact, a held clock let go. */
  private showNow(): void {
    this.show(this.recordOf(this.voyage ? this.game.viewFor(this.voyage.state, null) : null, [], Date.now()));
  }

  /**
   * R52: a seat's own recipe and its legal actions, to that client only, after every step. Each names the step it belongs
   * to (`state.step`), so a client never pairs a new state with the last step's legal list while this is on its way.
   */
  private sendPrivate(client: Client): void {
    const seat = this.seating.slotOf(client.sessionId);
    if (!this.voyage || seat < 0) return;
    const own = this.game.privateOf(this.voyage.state, seat) ?? {}; // Pastry Pirates: its recipe (R52); Merchant Voyages: nothing (M41)
    const message: TablePrivateMessage = { seat, step: this.voyage.stepCount, ...own, legal: this.game.legalActions(this.voyage.state, seat) };
    // A joined or reconnected client gets its bits after the patch they refer to; a joining one with its first full state.
    const joined = client.state === ClientState.JOINED || client.state === ClientState.RECONNECTED;
    client.send(TO_CLIENT.private, message, joined ? { afterNextPatch: true } : undefined);
  }

  /** Bots act once the last events have played out, after a short, natural pause; bot seats also photograph creatures. */
  private scheduleBot(view: TableView, events: { type: string }[]): void {
    this.botTimer?.clear();
    this.botTimer = null;
    for (const e of events) {
      const prompted = this.table.sideMove?.prompt(e);
      if (prompted && this.botHolds(prompted.seat)) this.clock.setTimeout(() => this.botSideMove(prompted.seat, prompted.point), this.thinkingMs() / 3);
    }
    if (view.actor === null || !this.botHolds(view.actor)) return;
    const wallNow = Date.now();
    let wait = Math.max(0, this.gameClock.presentationEnds() - wallNow) + this.thinkingMs();
    const showEnds = this.table.botWaitsUntil?.(view) ?? null;
    if (showEnds !== null && this.settings.pace > 0) wait = Math.max(wait, this.gameClock.wallAt(showEnds, wallNow) - wallNow);
    const seat = view.actor;
    const step = this.voyage!.stepCount;
    this.botTimer = this.clock.setTimeout(() => {
      if (this.voyage?.stepCount === step) this.botMove(seat);
    }, wait);
  }

  /** Who sits in a seat now, as the game tells it. */
  private seatFacts(seat: number): SeatFacts {
    return this.game.seatsOf(this.voyage!.state)[seat];
  }

  /** Whether a bot plays this seat now: a bot from the start, or a captain handed to a bot (R51). */
  private botHolds(seat: number): boolean {
    const facts = this.seatFacts(seat);
    return facts.bot !== null || facts.auto;
  }

  /** One bot decision for a seat, from that seat's view and legal actions only. */
  private botMove(seat: number): void {
    const voyage = this.voyage;
    if (!voyage || this.game.isOver(voyage.state) || !this.botHolds(seat)) return;
    const action = botDecision(this.game, voyage.state, seat, this.seatFacts(seat).bot ?? 'normal');
    if (action) this.record({ kind: 'action', seat, action, now: this.now() });
  }

  /** A bot seat's move beside its turns, once, as its game prompts it (Pastry Pirates: photographing its creature, R37). */
  private botSideMove(seat: number, point: string): void {
    const voyage = this.voyage;
    if (!voyage || this.game.isOver(voyage.state) || !this.botHolds(seat) || !this.table.sideMove) return;
    const level: BotLevel = this.seatFacts(seat).bot ?? 'normal';
    const view = this.game.viewFor(voyage.state, seat);
    const move = this.table.sideMove.decide(view, this.game.legalActions(voyage.state, seat), level, botSeed(voyage.state.seed, seat, point));
    if (move) this.record({ kind: 'action', seat, action: move, now: this.now() });
  }

  /** A bot's thinking pause, scaled by the room's pace. */
  private thinkingMs(): number {
    return this.settings.pace > 0 ? Math.round((350 + Math.random() * 550) * this.settings.pace) : 0;
  }

  /** The lobby changed: a record shows it (here and to the audience). */
  private mirrorLobby(): void {
    this.showNow();
  }

  private isCreator(client: Client): boolean {
    return this.creator === client.sessionId;
  }

  /** The game clock's time now: what the engine sees. */
  private now(): number {
    return this.gameClock.now(Date.now());
  }
}
