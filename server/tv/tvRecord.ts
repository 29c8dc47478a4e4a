// TV's shared record in the presence: the leader's director state after each look (what is on air, the switch to come, the
// exhibition setting sail), which every other process answers `GET /api/tv` from and a new leader adopts; and the mark
// that someone, on any process, has asked for TV lately, which keeps the leader looking.
import { z } from 'zod';
import type { Presence } from '@colyseus/core';
import type { DirectorState } from './tvDirector';

/** How long the record outlives the leader's last look: a leader taking over within this carries the channel on. */
export const RECORD_SECONDS = 60;
const STATE_KEY = 'tv:onAir';
const WATCHED_KEY = 'tv:watched';
/** The record's keys, for a test that starts from a clean presence. */
export const RECORD_KEYS = [STATE_KEY, WATCHED_KEY] as const;

/** What the record needs of the presence. */
export type RecordPresence = Pick<Presence, 'get' | 'setex'>;

const listedTable = z.object({
  code: z.string(),
  game: z.string(),
  name: z.string(),
  castDelay: z.number(),
  exhibition: z.boolean(),
  liveliness: z.number(),
  chapter: z.number(),
  over: z.boolean(),
});
/** A director's state as another process (perhaps of another version, mid-deploy) wrote it. */
const directorState = z.object({
  shown: z.object({ table: listedTable, chapter: z.number(), endedAt: z.number().nullable() }).nullable(),
  next: z.object({ code: z.string(), at: z.number() }).nullable(),
  lastExhibition: z.string().nullable(),
  starting: z.object({ code: z.string().nullable(), since: z.number() }).nullable(),
});

/** Publishes the leader's director state after a look. */
export async function publishState(presence: RecordPresence, state: DirectorState): Promise<void> {
  await presence.setex(STATE_KEY, JSON.stringify(state), RECORD_SECONDS);
}

/** The leader's last published state, or null if there is none (or it is unreadable). */
export async function readState(presence: RecordPresence): Promise<DirectorState | null> {
  const text: unknown = await presence.get(STATE_KEY);
  if (typeof text !== 'string') return null;
  try {
    const parsed = directorState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Marks TV as watched for the next `seconds` (each process marks it after its own viewers ask). */
export async function markWatched(presence: RecordPresence, seconds: number): Promise<void> {
  await presence.setex(WATCHED_KEY, '1', seconds);
}

/** Whether anyone, on any process, has asked for TV within the mark's time. */
export async function isWatched(presence: RecordPresence): Promise<boolean> {
  return ((await presence.get(WATCHED_KEY)) ?? null) !== null;
}
