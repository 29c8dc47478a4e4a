// What every part of one table room reads and changes (the door, the waiting room, the step pipeline, the clock holds, the
// bot driver, the audience link): its game, settings, seats, running voyage and game clock, and who made it. One per room.
import { randomBytes } from 'node:crypto';
import type { Client, Room } from '@colyseus/core';
import type { SeatFacts } from '../../shared/table/gameModule';
import type { CastLink } from './castLink';
import { GameClock } from './gameClock';
import type { CreateOptions } from './options';
import { tableWords, type TableWords } from './replies';
import type { RoomContext } from './roomContext';
import type { Seating } from './Seating';
import type { AnyTableGame } from './tableGame';
import type { TableState } from './TableState';
import type { Voyage } from './Voyage';

/** The Colyseus room as its parts reach it: its public face only, so a part's test can stand a plain object in for it. */
export type TableRoom = Pick<
  Room<TableState>,
  'roomId' | 'clients' | 'state' | 'clock' | 'presence' | 'listing' | 'autoDispose' | 'broadcast' | 'broadcastPatch' | 'setPrivate' | 'setMetadata' | 'allowReconnection'
>;

/** One table's shared facts: a part keeps none of these to itself, so no two parts disagree on who sits where or what time it is. */
export class TableCore {
  table: AnyTableGame; // the game this table plays, with its presentation rules
  game: AnyTableGame['module'];
  words: TableWords; // the game's words for its players and its table, for refusals
  settings!: CreateOptions;
  seating!: Seating;
  voyage: Voyage | null = null; // null in the waiting room
  gameClock = new GameClock(Date.now()); // what the engine sees as now (a reopened voyage starts a new one where its log ends)
  casterKey = randomBytes(12).toString('base64url'); // opens the all-seeing cast; the creator gets it
  creator: string | null = null; // the session whose say the waiting room is
  cast: CastLink | null = null; // the feed to this voyage's audience room
  rematchCode: string | null = null; // the room a finished voyage's rematch plays in
  startsAt: number | null = null; // a quick-play lobby starts on its own then
  audience = { watching: 0, allSeeing: 0 }; // who watches through the audience room

  constructor(
    readonly room: TableRoom,
    readonly context: RoomContext,
  ) {
    this.table = context.games.fallback;
    this.game = this.table.module;
    this.words = tableWords(this.game);
  }

  /** The game this table plays, from its create options or its stored voyage. */
  play(table: AnyTableGame): void {
    this.table = table;
    this.game = table.module;
    this.words = tableWords(table.module);
  }

  /** Who sits in a seat now, as the game tells it. */
  seatFacts(seat: number): SeatFacts {
    return this.game.seatsOf(this.voyage!.state)[seat];
  }

  /** Whether a bot plays this seat now: a bot from the start, or a person handed to a bot (R51). */
  botHolds(seat: number): boolean {
    const facts = this.seatFacts(seat);
    return facts.bot !== null || facts.auto;
  }

  /** Whether the voyage has started and ended. */
  isOver(): boolean {
    return !!this.voyage && this.game.isOver(this.voyage.state);
  }

  /** The game clock's time now: what the engine sees. */
  now(): number {
    return this.gameClock.now(Date.now());
  }

  /** The slot (a seat once started) a client sits in, or -1 for a spectator. */
  slotOf(client: Client): number {
    return this.seating.slotOf(client.sessionId);
  }

  /** Whether this client made the room (or inherited its say). */
  isCreator(client: Client): boolean {
    return this.creator === client.sessionId;
  }
}
