// The audience room. Every viewer of one voyage shares it (`joinOrCreate('audience', { code })`, filtered by
// code). It hears the voyage room's step records over presence (so it works across processes on Redis) and shows each
// one `castDelay` seconds after it happened, with the same Schema state and messages a live spectator gets. Its members
// cheer and predict; neither ever reaches the engine. Once it holds predictions it outlives its last viewer while the voyage
// sails, so a crowd that leaves and comes back finds its answers and tallies where it left them.
import { ClientState, Room, type Client } from '@colyseus/core';
import { ALL_SEEING_MIN_DELAY, CHEER_LIMITS, CHEERS } from '../../shared/audience';
import type { TableState } from './TableState';
import type { AnyTableGame, AudienceQuestions } from './tableGame';
import type { BookEntry } from './predictionBook';
import type { TableRegistry } from './tableRegistry';
import { audienceJoinSchema, parseOptions } from './options';
import { audienceChannel, emotesChannel, readCast, stepsChannel, type AudienceNote, type CastEntry, type StepBatch, type TimedEmote } from './castLink';
import { StoryLog } from './StoryLog';
import { DelayLine } from './DelayLine';
import { recordEvents, showRecord, type StepRecord } from './stepRecord';
import { wireKey } from '../../shared/table/wireKey';
import { TokenBucket, type RateLimits } from '../../shared/table/tokenBucket';
import { Refusal } from './refusal';
import { CLOSE_ABUSE } from '../../shared/table/closeCodes';
import { TO_AUDIENCE, TO_CLIENT } from '../../shared/table/messages';
import { packEvents } from '../../shared/table/eventWire';
import { packHistory, type HistoryWire } from '../../shared/table/historyWire';
import { cheerSchema, predictSchema, type WelcomeMessage } from '../../shared/table/protocol';
import { TABLE_ERRORS, type TableErrorCode } from '../../shared/table/errors';
import { RECONNECT_SECONDS } from '../../shared/table/limits';
import { refuse } from './replies';
import { shareHandshake } from './sharedHandshake';

/** What the audience rooms of one server share. */
export type AudienceContext = { rateLimits: RateLimits; games: TableRegistry }; // each client's message budget; the games the server plays

/** How many recent events a joining viewer gets for the log. */
const HISTORY_EVENTS = 1500;
/** How often the room reminds its voyage room that it listens (a voyage room reopened after a restart learns it so). */
const HELLO_MS = 5_000;
/** The whole room's cheers, so a crowd cannot flood the captains: about 20 a second. */
const ROOM_CHEER_LIMITS = { perSecond: 20, burst: 40, abuseDrops: 1_000_000, abuseWindowMs: 10_000 };
/** The whole room's predictions: a crowd answering at once is fine, a scripted flood is not. */
const ROOM_PREDICTION_LIMITS = { perSecond: 200, burst: 400, abuseDrops: 1_000_000, abuseWindowMs: 10_000 };
/** A little more than the delay, so a captain whose connection is slower than the audience's still sees a step first. */
const DELIVERY_MARGIN_MS = 500;

type Member = { name: string; allSeeing: boolean; messages: TokenBucket; cheers: TokenBucket };

/** Makes the room class for one server. */
export function audienceRoomFor(context: AudienceContext): typeof AudienceRoom {
  return class BoundAudienceRoom extends AudienceRoom {
    protected override context = context;
  };
}

/** The room. */
export class AudienceRoom extends Room<TableState> {
  protected context!: AudienceContext;
  private code = '';
  private cast!: CastEntry;
  private line!: DelayLine<StepBatch>;
  private emotes!: DelayLine<TimedEmote>;
  private table!: AnyTableGame; // the game its voyage plays
  private predictions: AudienceQuestions<unknown, { type: string }> | null = null; // a game without questions has none
  private bookKept = 0; // how many of the book's entries the voyage's store holds
  private members = new Map<string, Member>();
  private story = new StoryLog(HISTORY_EVENTS); // the story so far as this feed has shown it, and who sailed each seat when
  private secrets: unknown = null; // what all-seeing casters were last shown
  private seatCount = 0; // the seats of the voyage as last shown: cheers go to one of them
  private openedAt = Date.now();
  private seq = 0;
  private viewers = 0;
  private voyageOver = false;
  private roomCheers = new TokenBucket(Date.now(), ROOM_CHEER_LIMITS);
  private roomPredictions = new TokenBucket(Date.now(), ROOM_PREDICTION_LIMITS);
  private readonly hearStep = (batch: StepBatch) => {
    this.announceSailing(batch);
    this.line.push(batch);
  };
  private readonly hearEmote = (emote: TimedEmote) => this.emotes.push(emote);

  override async onCreate(raw: Record<string, unknown>): Promise<void> {
    const { code } = parseOptions(audienceJoinSchema, raw);
    const cast = await readCast(this.presence, code);
    if (!cast) throw new Refusal(`No voyage has the code ${code}.`);
    this.code = code;
    this.cast = cast;
    this.table = this.context.games.get(cast.game);
    this.setState(new this.table.State());
    shareHandshake(this);
    this.state.game = this.table.module.key;
    this.state.code = code;
    this.state.castDelay = cast.castDelay;
    this.predictions = this.table.audience?.(this.state) ?? null;
    // A batch is stamped when the captains' patch left, and shown in one patch of this room, `castDelay` seconds later.
    this.line = new DelayLine(cast.castDelay * 1000 + DELIVERY_MARGIN_MS, (batch) => this.showBatch(batch));
    this.emotes = new DelayLine(cast.castDelay * 1000 + DELIVERY_MARGIN_MS, ({ seat, emoji }) => this.broadcast(TO_CLIENT.emote, { seat, emoji }));
    await this.presence.subscribe(stepsChannel(code), this.hearStep);
    await this.presence.subscribe(emotesChannel(code), this.hearEmote);
    this.hello();
    this.clock.setInterval(() => {
      this.hello();
      void this.closeWhenDone();
    }, HELLO_MS);
    this.clock.setInterval(() => this.predictions?.tick(Date.now()), 100);
    this.onMessage(TO_AUDIENCE.cheer, (client, payload) => this.guarded(client, () => this.cheer(client, payload)));
    this.onMessage(TO_AUDIENCE.predict, (client, payload) => this.guarded(client, () => this.predict(client, payload)));
    this.onMessage('*', (client, type) => this.guarded(client, () => this.reply(client, 'unknown-message', `Unknown message ${String(type).slice(0, 40)}.`)));
  }

  override onJoin(client: Client, raw: Record<string, unknown>): void {
    const options = parseOptions(audienceJoinSchema, raw);
    if (options.allSeeing) {
      if (this.cast.castDelay < ALL_SEEING_MIN_DELAY) throw new Refusal(`All-seeing casting needs a delay of at least ${ALL_SEEING_MIN_DELAY} s; this voyage's is ${this.cast.castDelay} s.`);
      if (options.casterKey !== this.cast.casterKey) throw new Refusal('That caster key is not for this voyage.');
    }
    const now = Date.now();
    this.members.set(client.sessionId, {
      name: options.name || `Viewer ${++this.viewers}`,
      allSeeing: options.allSeeing,
      messages: new TokenBucket(now, this.context.rateLimits),
      cheers: new TokenBucket(now, CHEER_LIMITS),
    });
    this.greet(client);
    this.count();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (!consented) {
      this.count(client);
      try {
        const back = await this.allowReconnection(client, RECONNECT_SECONDS);
        this.greet(back);
        this.count();
        return;
      } catch {
        // gone for good
      }
    }
    this.members.delete(client.sessionId);
    this.count();
  }

  /** The events queued for after this patch go to everyone here, so a later newcomer's story may tell them. */
  override onBeforePatch(): void {
    this.story.sent();
  }

  override onDispose(): void {
    this.line?.stop();
    this.emotes?.stop();
    if (!this.code) return;
    this.presence.unsubscribe(stepsChannel(this.code), this.hearStep);
    this.presence.unsubscribe(emotesChannel(this.code), this.hearEmote);
    this.note({ type: 'count', watching: 0, allSeeing: 0 });
  }

  /** Logs a real fault and keeps the room alive; a refusal is no fault. */
  override onUncaughtException(error: unknown, method: string): void {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof Refusal) return;
    console.error(`[audience ${this.code}] ${method} threw`, cause);
  }

  /** A batch's moment has come: its records in one patch, or the story so far for the viewers' log. */
  /** The story so far as every viewer hears it, packed as the live events are. */
  private toldHistory(): HistoryWire {
    return packHistory(this.table.module.eventShapes, this.story.toldTo(null), Date.now());
  }

  private showBatch(batch: StepBatch): void {
    if (batch.story) {
      this.story.prepend(batch.story);
      this.broadcast(TO_CLIENT.history, this.toldHistory());
    }
    if (batch.book?.length) this.restoreBook(batch.book);
    for (const record of batch.records) this.showStep(record);
    this.keepBook();
  }

  /** The book an earlier audience room of this voyage kept (it died in a restart): its questions, tallies and best predictors. */
  private restoreBook(entries: BookEntry[]): void {
    if (!this.predictions || this.predictions.entries().length) return;
    this.predictions.restore(entries, Date.now());
    this.bookKept = entries.length;
    if (!this.voyageOver) this.autoDispose = false; // it holds answers: see `closeWhenDone`
  }

  /**
   * Hands the book's new entries to the voyage's store, once this audience holds an answer (issue 31): a restart then
   * rebuilds them. A book nobody answered is not kept, as this room is not.
   */
  private keepBook(): void {
    const entries = this.predictions?.entries() ?? [];
    if (this.autoDispose || entries.length <= this.bookKept) return;
    this.note({ type: 'book', from: this.bookKept, entries: entries.slice(this.bookKept) });
    this.bookKept = entries.length;
  }

  /**
   * A delayed audience still in the waiting room hears at once that the voyage has set sail, and when its feed will show
   * it, so nobody waits on a creator who has already started. When it started is no secret (R52); what happens is.
   */
  private announceSailing(batch: StepBatch): void {
    if (this.state.status !== 'lobby' || this.state.sailsOnStreamAt !== undefined || batch.at <= this.line.newest) return;
    const shownAt = batch.at + this.cast.castDelay * 1000 + DELIVERY_MARGIN_MS;
    if (this.cast.castDelay > 0 && shownAt > Date.now() && batch.records.some((r) => r.view !== null)) this.state.sailsOnStreamAt = shownAt;
  }

  /** A record's moment has come: the same state and messages a live spectator got, `castDelay` seconds later. */
  private showStep(record: StepRecord): void {
    const shift = this.cast.castDelay * 1000;
    showRecord(this.state, record, shift, this.table.mirror);
    if (record.view) this.state.sailsOnStreamAt = undefined;
    const events = recordEvents(record, shift);
    if (record.view) this.predictions?.see(record.view, record.events, Date.now());
    if (record.view?.phase === 'over') this.voyageOver = true;
    if (events.length) {
      // What happened before this audience opened is the story so far, not something to animate now.
      const animated = record.at >= this.openedAt - shift;
      this.story.push(events, animated);
      if (animated) this.broadcast(TO_CLIENT.events, packEvents(this.table.module.eventShapes, { seq: ++this.seq, serverNow: Date.now(), events }), { afterNextPatch: true });
    }
    this.noteHands(record.view);
    this.reveal(record);
  }

  /** Who sails each seat from the story's next event on (an audience tells no person apart: nobody here is "you"). */
  private noteHands(view: StepRecord['view']): void {
    if (!view) return;
    const hands = this.table.hands(view);
    this.seatCount = hands.length;
    hands.forEach((h, seat) => this.story.note(seat, h.name, h.hand, null));
  }

  /** Every seat's secrets (Pastry Pirates: its recipe), delayed like everything else, to all-seeing casters only, when they changed. */
  private reveal(record: StepRecord): void {
    if (!record.view) return;
    const next = this.table.reveal(record.secrets);
    if (next === null) return;
    if (JSON.stringify(next) === JSON.stringify(this.secrets)) return;
    this.secrets = next;
    for (const client of this.clients) if (this.members.get(client.sessionId)?.allSeeing) client.send(TO_CLIENT.reveal, next, { afterNextPatch: true });
  }

  /** What a joining or returning viewer gets: where they are, the story so far, their answers, and for casters the recipes. */
  private greet(client: Client): void {
    const member = this.members.get(client.sessionId)!;
    const welcome: WelcomeMessage = {
      code: this.code,
      seat: null,
      lobbySlot: null,
      seatToken: null,
      spectator: true,
      creator: false,
      castDelay: this.cast.castDelay,
      allSeeing: member.allSeeing,
      serverNow: Date.now(),
      wire: wireKey(this.table.module),
    };
    client.send(TO_CLIENT.welcome, welcome);
    if (this.story.events.length) client.send(TO_CLIENT.history, this.toldHistory());
    for (const answer of this.predictions?.answersOf(client.sessionId) ?? []) client.send(TO_CLIENT.predicted, answer);
    if (member.allSeeing && this.secrets) client.send(TO_CLIENT.reveal, this.secrets);
  }

  /** A cheer floats up from a ship in every view: this audience's at once, the captains' through the voyage room. */
  private cheer(client: Client, payload: unknown): void {
    const parsed = cheerSchema.safeParse(payload);
    if (!parsed.success) return this.reply(client, 'bad-cheer', `A cheer is { seat, emoji } with one of ${CHEERS.join(' ')}.`);
    const { seat, emoji } = parsed.data;
    if (seat >= this.seatCount) return this.reply(client, 'bad-cheer', 'No ship sails in that seat.');
    const now = Date.now();
    if (this.members.get(client.sessionId)!.cheers.take(now) !== 'pass') return this.reply(client, 'rate-limited', 'One cheer at a time, please.');
    if (this.roomCheers.take(now) !== 'pass') return this.reply(client, 'rate-limited', 'The crowd is roaring: that cheer was lost in the noise.');
    this.broadcast(TO_CLIENT.cheer, { seat, emoji });
    this.note({ type: 'cheer', seat, emoji });
  }

  /** An answer to an open prediction question. */
  private predict(client: Client, payload: unknown): void {
    const parsed = predictSchema.safeParse(payload);
    if (!parsed.success) return this.reply(client, 'bad-prediction', TABLE_ERRORS['bad-prediction']);
    if (this.roomPredictions.take(Date.now()) !== 'pass') return this.reply(client, 'rate-limited', 'Everyone is predicting at once: try that again in a moment.');
    const member = this.members.get(client.sessionId)!;
    if (!this.predictions) return this.reply(client, 'no-question', 'This game has no prediction questions.');
    const refused = this.predictions.answer(client.sessionId, member.name, parsed.data.question, parsed.data.answer);
    if (refused) return this.reply(client, refused.code, refused.message);
    if (!this.voyageOver) this.autoDispose = false; // the tallies are kept until the voyage is over or gone: see `closeWhenDone`
    this.keepBook();
    client.send(TO_CLIENT.predicted, parsed.data);
  }

  /** Runs a message handler behind the member's rate limit; sustained abuse is disconnected. */
  private guarded(client: Client, handle: () => void): void {
    const verdict = this.members.get(client.sessionId)?.messages.take(Date.now()) ?? 'drop';
    if (verdict === 'pass') return handle();
    this.reply(client, 'rate-limited', 'Too many messages. That one was dropped.');
    if (verdict === 'abuse') client.leave(CLOSE_ABUSE, 'Too many messages.');
  }

  /** Tells the voyage room who watches through here (`leaving` is a member on their way out). */
  private count(leaving?: Client): void {
    const here = this.clients.filter((c) => c !== leaving && c.state !== ClientState.LEAVING && this.members.has(c.sessionId));
    this.state.watching = here.length;
    const allSeeing = here.filter((c) => this.members.get(c.sessionId)!.allSeeing).length;
    this.note({ type: 'count', watching: here.length, allSeeing });
  }

  /**
   * Lets a room that holds predictions close once nobody is in it, when its voyage is over (as this audience has seen it) or
   * gone (ended, abandoned or closed: its cast entry is removed). Until then it waits, empty, for its viewers to come back.
   */
  private async closeWhenDone(): Promise<void> {
    if (this.autoDispose) return;
    try {
      if (this.voyageOver || !(await readCast(this.presence, this.code))) this.autoDispose = true;
    } catch (error) {
      console.error(`[audience ${this.code}] could not look up its voyage`, error);
    }
  }

  /** Asks the voyage room for every record after the newest one here (all of them the first time). */
  private hello(): void {
    this.note({ type: 'hello', since: this.line.newest });
  }

  private note(note: AudienceNote): void {
    Promise.resolve(this.presence.publish(audienceChannel(this.code), note)).catch((error: unknown) => {
      console.error(`[audience ${this.code}] could not reach its voyage room`, error);
    });
  }

  private reply(client: Client, code: TableErrorCode, message: string): void {
    refuse(client, code, message);
  }
}
