// TV on one server (issue 31): `GET /api/tv` answers what is on. The director looks at the tables every second, but only
// while someone has asked within the last minute: nobody watching TV costs nothing and starts no exhibition.
import type { Request, Response } from 'express';
import { matchMaker } from '@colyseus/core';
import { AUDIENCE_ROOM } from '../../shared/audience';
import { TABLE_ROOM } from '../../shared/table/messages';
import type { TvAnswer } from '../../shared/table/tv';
import type { TableRegistry } from '../table/tableRegistry';
import type { OnAirFacts } from '../table/tvListing';
import { TvDirector, type ListedTable } from './tvDirector';

/** How often the director looks at the tables while TV is watched. */
export const LOOK_EVERY_MS = 1_000;
/** How long TV keeps looking after the last ask. */
export const WATCHED_FOR_MS = 60_000;

/** Every public running table, on every process sharing the matchmaker, as TV sees it. */
export async function listedTables(): Promise<ListedTable[]> {
  const rooms = await matchMaker.query({ name: TABLE_ROOM });
  return rooms.flatMap((room) => {
    const onAir = (room.metadata as { onAir?: OnAirFacts } | undefined)?.onAir;
    return onAir ? [{ ...onAir, code: room.roomId }] : [];
  });
}

/** A bots-only table of this game, made by the server itself (so no client's creation budget pays for it). */
async function startExhibition(game: string): Promise<string> {
  const room = await matchMaker.createRoom(TABLE_ROOM, { game, exhibition: true, bots: 'hard' });
  return room.roomId;
}

/** Ends an exhibition on whichever process holds it (it refuses if a person has taken a seat meanwhile). */
async function endExhibition(code: string): Promise<void> {
  await matchMaker.remoteRoomCall(code, 'endExhibition');
}

/** One server's TV: the director, its looks while watched, and the answer. */
export class TvService {
  readonly director: TvDirector;
  private timer: ReturnType<typeof setInterval> | null = null;
  private looking: Promise<void> | null = null;
  private askedAt = 0;

  constructor(
    private games: TableRegistry,
    private list: () => Promise<ListedTable[]> = listedTables,
  ) {
    this.director = new TvDirector({ games: games.keys, startExhibition, endExhibition });
  }

  /** What is on now; the first ask in a while starts the looks and waits for the first. */
  async answer(): Promise<TvAnswer> {
    this.askedAt = Date.now();
    if (!this.timer) {
      this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS);
      await this.look();
    }
    const on = this.director.onAir;
    if (!on) return { on: null };
    return {
      on: {
        code: on.code,
        game: on.game,
        title: this.games.has(on.game) ? this.games.get(on.game).module.title : on.game,
        table: on.name,
        join: `/?room=${on.code}`,
        watch: { room: AUDIENCE_ROOM, code: on.code },
        exhibition: on.exhibition,
      },
    };
  }

  /** Stops looking. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look, never two at once; the looks stop once nobody has asked for a while. */
  private look(): Promise<void> {
    if (Date.now() - this.askedAt > WATCHED_FOR_MS) this.stop();
    this.looking ??= this.list()
      .then((tables) => this.director.see(tables, Date.now()))
      .catch((error: unknown) => console.error('[tv] could not look at the tables', error))
      .finally(() => {
        this.looking = null;
      });
    return this.looking;
  }
}

/** `GET /api/tv`: what TV shows now (never cached: it changes at the next boundary). */
export function tvRoute(tv: TvService) {
  return async (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').json(await tv.answer());
  };
}
