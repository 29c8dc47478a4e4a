// The replays' addresses (issue 31): /replays, the finished games' list, and /replay/CODE (?t=DAY starts at that day).
import { isRoomCode } from '../../../shared/table/roomCode';

/** The list's address. */
export const REPLAYS_PATH = '/replays';

/** A finished game's replay link, opened at `day` if given. */
export function replayLink(code: string, day?: number): string {
  return `/replay/${code}${day === undefined ? '' : `?t=${day}`}`;
}

/** Whether this address is the list of finished games. */
export const isReplaysPath = (pathname: string) => pathname.replace(/\/+$/, '') === REPLAYS_PATH;

/** The code a /replay/CODE address names (upper-cased; anything after /replay/ that is not a code is still returned, to say so), or null for another page. */
export function replayCodeOf(pathname: string): string | null {
  const match = /^\/replay\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]).toUpperCase() : null;
}

/** Whether a code a replay address names could be a game's. */
export const isReplayCode = (code: string) => isRoomCode(code);

/** The day (or round) `?t=` names, or null. */
export function startDayOf(search: string): number | null {
  const t = new URLSearchParams(search).get('t');
  const day = t === null ? Number.NaN : Number(t);
  return Number.isInteger(day) && day >= 0 ? day : null;
}

/** Whether this address is one of the replays' pages (the list, or one game's replay). */
export const isReplayPath = (pathname: string) => isReplaysPath(pathname) || replayCodeOf(pathname) !== null;
