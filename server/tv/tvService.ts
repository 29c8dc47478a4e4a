// TV, the channel that always shows a public game worth watching: `GET /api/tv` answers what is on. Each process that
// is asked looks every second while anyone, on any process, has asked within the last minute (a mark in the presence):
// nobody watching TV costs nothing and starts no
// exhibition. At each look one process, the lease holder, runs the director and the others show what it published
// (tvStation.ts), so several processes sharing Redis carry one channel; a lone process is always the holder.
import type { Request, Response } from 'express';
import { matchMaker, type IRoomCache, type Presence } from '@colyseus/core';
import { AUDIENCE_ROOM } from '../../shared/audience';
import { TABLE_ROOM } from '../../shared/table/messages';
import type { TvAnswer } from '../../shared/table/tv';
import type { TableRegistry } from '../table/tableRegistry';
import type { OnAirFacts } from '../table/tvListing';
import { TvDirector, type ListedTable } from './tvDirector';
import { isWatched, markWatched } from './tvRecord';
import { TvStation } from './tvStation';

/** How often the director looks at the tables while TV is watched. */
export const LOOK_EVERY_MS = 1_000;
/** How long TV keeps looking after the last ask. */
export const WATCHED_FOR_MS = 60_000;

/** Every public running table, on every process sharing the matchmaker (or the driver a test reads), as TV sees it. */
export async function listedTables(query: (conditions: { name: string }) => Promise<IRoomCache[]> = (c) => matchMaker.query(c)): Promise<ListedTable[]> {
  const rooms = await query({ name: TABLE_ROOM });
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

/** One server's TV: its station (leading or following), its looks while watched, and the answer. */
export class TvService {
  readonly director: TvDirector;
  readonly station: TvStation;
  private timer: ReturnType<typeof setInterval> | null = null;
  private looking: Promise<void> | null = null;
  private askedAt = 0;
  private markedAt = 0; // the last ask marked in the presence

  constructor(
    private games: TableRegistry,
    private presence: () => Presence = () => matchMaker.presence,
  ) {
    this.director = new TvDirector({ games: games.keys, startExhibition, endExhibition });
    this.station = new TvStation({ presence, director: this.director, list: () => listedTables(), sweep: () => matchMaker.healthCheckAllProcesses() });
  }

  /** What is on now; the first ask in a while starts the looks and waits for the first. */
  async answer(): Promise<TvAnswer> {
    this.askedAt = Date.now();
    if (!this.timer) {
      this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS);
      await this.look();
    }
    const on = this.station.onAir;
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

  /** Stops looking, and gives up the lease if it held it (resolves once it has, so a closing server can wait for it). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.station.isLeader) await this.station.resign().catch((error: unknown) => console.error('[tv] could not give up the lease', error));
  }

  /** One look, never two at once; the looks stop once nobody, on any process, has asked for a while. */
  private look(): Promise<void> {
    this.looking ??= this.lookWhileWatched()
      .catch((error: unknown) => console.error('[tv] could not look at the tables', error))
      .finally(() => {
        this.looking = null;
      });
    return this.looking;
  }

  /** Marks this process's latest ask in the presence, then looks if TV is still watched anywhere. */
  private async lookWhileWatched(): Promise<void> {
    const presence = this.presence();
    if (this.askedAt > this.markedAt) {
      this.markedAt = this.askedAt;
      await markWatched(presence, WATCHED_FOR_MS / 1000);
    }
    if (!(await isWatched(presence))) return this.stop();
    await this.station.look();
  }
}

/** `GET /api/tv`: what TV shows now (never cached: it changes at the next boundary). */
export function tvRoute(tv: TvService) {
  return async (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').json(await tv.answer());
  };
}
