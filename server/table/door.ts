// The door: who comes in and where they sit. A join by seat token reclaims its seat (the same browser after a reload or a
// reconnect, never one the creator took off the table), a newcomer takes a lobby slot or a bot's seat in a game under way,
// anyone else watches. A dropped person has a while to reconnect; one who leaves by choice hands their seat to a bot (R51).
import { ClientState, type Client } from '@colyseus/core';
import { CLOSE_ABUSE, CLOSE_KICKED, CLOSE_RECLAIMED, KICKED_WORDS } from '../../shared/table/closeCodes';
import { TO_CLIENT } from '../../shared/table/messages';
import type { WelcomeMessage } from '../../shared/table/protocol';
import type { HistoryMessage } from '../../shared/table/story';
import { packHistory } from '../../shared/table/historyWire';
import { RECONNECT_SECONDS } from '../../shared/table/limits';
import { AbsenceWatch } from './absence';
import { botName } from './names';
import { botLevelFor, joinOptionsSchema, parseOptions } from './options';
import { TokenBucket } from '../../shared/table/tokenBucket';
import { Refusal } from './refusal';
import { refuse } from './replies';
import type { StepPipeline } from './stepPipeline';
import type { TableCore } from './tableCore';
import { wireKey } from '../../shared/table/wireKey';

/** The words a window hears when another window of the same person reclaims its seat. */
const RECLAIMED_WORDS = 'Your seat was reclaimed from another window.';

/** One table's door and seats. */
export class Door {
  private buckets = new Map<string, TokenBucket>(); // each client's message budget
  private leavingByChoice = new Set<string>(); // sessions that said 'leave' before closing (a server shutdown also closes as consented)
  private kickedTokens = new Set<string>(); // the seat tokens of people the creator took off the table: that browser stays off it
  private absence: AbsenceWatch; // R51: seats whose person has had no open connection for a while go to a bot

  constructor(
    private core: TableCore,
    private steps: StepPipeline,
    private boardUp: (session: string) => void, // the table waits for no board of someone gone
  ) {
    this.absence = new AbsenceWatch(core.room.clock, core.context.absentAfterMs, (seat) => steps.changeSeat(seat, { auto: true }));
  }

  /** A client comes in: by seat token to its seat, as a newcomer to a free one, or to watch. */
  join(client: Client, raw: Record<string, unknown>): void {
    const { core, steps } = this;
    core.context.store.flush(); // the first state a client gets shows only steps already written
    const options = parseOptions(joinOptionsSchema, raw);
    let slot = -1;
    let tookOver: string | undefined;
    if (options.seatToken && this.kickedTokens.has(options.seatToken)) throw new Refusal(KICKED_WORDS);
    if (options.seatToken) {
      slot = core.seating.slotOfToken(options.seatToken);
      if (slot < 0) throw new Refusal(`That seat token is not for this ${core.words.table}.`);
      const previous = core.seating.bind(slot, client.sessionId);
      if (previous) this.client(previous)?.leave(CLOSE_RECLAIMED, RECLAIMED_WORDS);
      if (previous && core.creator === previous) core.creator = client.sessionId; // the creator's say moves with their seat
      if (core.seating.slots[slot].released) this.markReleased(slot, false);
    } else if (!options.spectate) {
      ({ slot, tookOver } = this.seatNewcomer(client, options.name));
    }
    if (slot < 0 && core.settings.castDelay > 0)
      throw new Refusal(`This ${core.words.table} is streamed ${core.settings.castDelay} s behind: watch it through its audience feed (the spectator link).`);
    if (slot >= 0 && core.voyage) steps.changeSeat(slot, { connected: true, auto: false });
    if (!core.voyage) steps.showNow();
    this.buckets.set(client.sessionId, new TokenBucket(Date.now(), core.context.rateLimits));
    this.countWatchers();
    if (!core.creator) core.creator = client.sessionId; // only once the join has been accepted
    this.welcome(client, tookOver);
    this.sendHistory(client);
    steps.sendPrivate(client, true);
  }

  /** A client is gone: a dropped one may reconnect for a while; a person's lobby slot goes back to a bot, a seat under way waits for its token. */
  async leave(client: Client, consented: boolean): Promise<void> {
    const { core, steps } = this;
    this.buckets.delete(client.sessionId);
    this.countWatchers();
    if (core.voyage) this.boardUp(client.sessionId);
    const byChoice = this.leavingByChoice.delete(client.sessionId);
    const slot = core.slotOf(client);
    if (slot < 0) return;
    if (core.voyage) steps.changeSeat(slot, { connected: false });
    if (!consented) {
      try {
        const back = await core.room.allowReconnection(client, RECONNECT_SECONDS);
        if (core.seating.slots[slot].sessionId !== back.sessionId) {
          back.leave(CLOSE_RECLAIMED, RECLAIMED_WORDS);
          return;
        }
        this.buckets.set(back.sessionId, new TokenBucket(Date.now(), core.context.rateLimits));
        if (core.voyage) steps.changeSeat(slot, { connected: true, auto: false });
        this.welcome(back);
        this.sendHistory(back);
        steps.sendPrivate(back, true);
        return;
      } catch {
        // the seat waits for its seat token
      }
    }
    if (core.seating.slots[slot].sessionId !== client.sessionId) return;
    if (core.voyage) {
      core.seating.leave(client.sessionId, null, '');
      if (byChoice && !core.isOver()) {
        this.markReleased(slot, true);
        steps.changeSeat(slot, { auto: true });
      }
    } else {
      core.seating.leave(client.sessionId, botLevelFor(core.settings.bots, slot), botName(slot));
      if (core.creator === client.sessionId) {
        core.creator = core.seating.slots.find((s) => s.sessionId)?.sessionId ?? null;
        const heir = core.creator ? this.client(core.creator) : undefined;
        if (heir) this.welcome(heir);
      }
      steps.showNow();
    }
  }

  /** The client says it is leaving by choice, just before it closes: a bot plays its seat at once. */
  leaving(client: Client): void {
    this.leavingByChoice.add(client.sessionId);
  }

  /** Runs a message handler behind the client's rate limit; sustained abuse is disconnected. */
  guarded(client: Client, handle: () => void): void {
    const verdict = this.buckets.get(client.sessionId)?.take(Date.now()) ?? 'drop';
    if (verdict === 'pass') return handle();
    refuse(client, 'rate-limited');
    if (verdict === 'abuse') client.leave(CLOSE_ABUSE, 'Too many messages.');
  }

  /** The creator takes a person off the table in the waiting room: their browser stays off it, and their connection closes with a reason. */
  turnAway(token: string, session: string | null): void {
    this.kickedTokens.add(token);
    const kicked = session ? this.client(session) : undefined;
    kicked?.leave(CLOSE_KICKED, KICKED_WORDS);
  }

  /** R51: a person a bot has been playing for says they are back; the bot stands aside at once, before their next decision. */
  takeHelm(client: Client): void {
    const { core } = this;
    const seat = core.slotOf(client);
    if (!core.voyage || seat < 0) return refuse(client, 'not-seated', `Only the ${core.words.players} of a ${core.words.table} under way take a helm.`);
    if (!core.seatFacts(seat).auto) return refuse(client, 'not-away');
    this.steps.changeSeat(seat, { auto: false });
    core.room.broadcastPatch();
  }

  /** A reopened voyage's seats: nobody is connected yet, so each person's seat starts its countdown to a bot (R51). */
  reopenSeats(): void {
    for (const seat of this.core.seating.slots.keys()) {
      const facts = this.core.seatFacts(seat);
      if (facts.connected && facts.bot === null) this.steps.changeSeat(seat, { connected: false });
      else this.watchAbsence(seat);
    }
  }

  /** R51 (and Merchant Voyages' tables alike): a person's seat with no open connection starts its countdown to a bot; connected, bot-held or over, it has none. */
  watchAbsence(seat: number): void {
    const facts = this.core.seatFacts(seat);
    if (facts.connected || facts.bot !== null || facts.auto || this.core.isOver()) this.absence.back(seat);
    else this.absence.away(seat);
  }

  /** Tells a client where it sits (a lobby slot before the start, a seat after it), hands a seated person their seat token, and names a ship they took over. */
  welcome(client: Client, tookOver?: string): void {
    const { core } = this;
    const slot = core.slotOf(client);
    const seated = slot >= 0;
    const message: WelcomeMessage = {
      code: core.room.roomId,
      seat: seated && core.voyage ? slot : null,
      lobbySlot: seated && !core.voyage ? slot : null,
      seatToken: seated ? core.seating.slots[slot].token : null,
      spectator: !seated,
      creator: core.isCreator(client),
      casterKey: core.isCreator(client) ? core.casterKey : undefined,
      castDelay: core.settings.castDelay,
      serverNow: Date.now(),
      tookOver,
      wire: wireKey(core.game),
    };
    client.send(TO_CLIENT.welcome, message);
  }

  /** The spectator count the HUD shows: watchers here and through the audience room. */
  countWatchers(): void {
    const { core } = this;
    const here = core.room.clients.filter((c) => core.slotOf(c) < 0 && c.state !== ClientState.LEAVING).length;
    core.room.state.watching = here + core.audience.watching;
  }

  /** The client of a session, if it is still here. */
  client(session: string): Client | undefined {
    return this.core.room.clients.find((c) => c.sessionId === session);
  }

  /**
   * A person without a token: a lobby slot, a bot's seat in a running voyage (and the name that ship sailed under until now,
   * so their log tells the bot's moves from theirs), or else the spectators' gallery.
   */
  private seatNewcomer(client: Client, name: string): { slot: number; tookOver?: string } {
    const { core } = this;
    if (!core.voyage) return { slot: core.seating.seatInBotSlot(client.sessionId, name) };
    if (core.isOver()) return { slot: -1 };
    const slot = core.seating.seatInBotSlot(client.sessionId, name, (seat) => core.seatFacts(seat).bot !== null);
    if (slot < 0) return { slot };
    const tookOver = core.seatFacts(slot).name;
    core.context.store.saveSeatToken(core.room.roomId, core.seating.slots[slot].token!, slot);
    this.steps.changeSeat(slot, { name: core.seating.slots[slot].name, bot: null });
    return { slot, tookOver };
  }

  /** The story so far (the latest public events, already played, and who sailed each seat when), so the log survives a reload or a late join. */
  private sendHistory(client: Client): void {
    const { core, steps } = this;
    if (!core.voyage) return; // a lobby has no story yet
    const story = steps.story.story();
    if (!story.events.length) return;
    const slot = core.slotOf(client);
    const message: HistoryMessage<{ type: string }> = story.toldTo(slot >= 0 ? core.seating.slots[slot].token : null);
    client.send(TO_CLIENT.history, packHistory(core.game.eventShapes, message, Date.now())); // packed as the live events are
  }

  /** A person who left by choice: a bot plays at once and a newcomer may take the seat; their seat token still brings them back. */
  private markReleased(slot: number, released: boolean): void {
    this.core.seating.slots[slot].released = released;
    this.core.context.store.markReleased(this.core.room.roomId, slot, released);
  }
}
