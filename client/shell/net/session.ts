// What survives a reload: the player's name and seat tokens (localStorage), the reconnection token (sessionStorage).
const NAME = 'pp.name';
const seatKey = (code: string) => `pp.seat.${code}`;
const RECONNECT = 'pp.reconnect';

/** The remembered name. */
export function savedName(): string {
  return localStorage.getItem(NAME) ?? '';
}

/** Remembers the name. */
export function saveName(name: string): void {
  localStorage.setItem(NAME, name);
}

/** The seat token for a room code, if this browser holds a seat there. */
export function seatTokenFor(code: string): string | null {
  return localStorage.getItem(seatKey(code));
}

/** Remembers a seat token. */
export function saveSeatToken(code: string, token: string): void {
  localStorage.setItem(seatKey(code), token);
}

/** Every room code this browser holds a seat token for (its voyages, to rejoin from the lobby). */
export function seatCodes(): string[] {
  const codes: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith('pp.seat.')) codes.push(key.slice('pp.seat.'.length));
  }
  return codes.sort();
}

/** Forgets a seat token the server refused. */
export function forgetSeatToken(code: string): void {
  localStorage.removeItem(seatKey(code));
}

/** This tab's live room: its voyage code, reconnection token, whether it watches, and whether through the audience room. */
export type Reconnection = { code: string; token: string; spectator: boolean; audience?: boolean };

/** The reconnection token of this tab's live room. */
export function reconnection(): Reconnection | null {
  try {
    return JSON.parse(sessionStorage.getItem(RECONNECT) ?? 'null');
  } catch {
    return null;
  }
}

/** Remembers this tab's reconnection token, and whether it was watching (and from the audience room). */
export function saveReconnection(code: string, token: string, spectator: boolean, audience = false): void {
  sessionStorage.setItem(RECONNECT, JSON.stringify({ code, token, spectator, audience } satisfies Reconnection));
}

/** Forgets it when the player leaves on purpose. */
export function clearReconnection(): void {
  sessionStorage.removeItem(RECONNECT);
}

const INVITED_WATCH = 'pp.invitedWatch';

/** Remembers that this tab chose "Just watch" on `code`'s invite link, so its watch view may still offer a free seat. */
export function rememberInvitedWatch(code: string): void {
  sessionStorage.setItem(INVITED_WATCH, code);
}

/** Whether this tab watches `code` by its invite link's "Just watch" (a stream's viewer, by /watch or a spectator link, is never offered a seat). */
export function watchesByInvite(code: string): boolean {
  return sessionStorage.getItem(INVITED_WATCH) === code;
}

const SAILED = 'pp.sailed';

/** The voyages this browser has sailed to the end (their codes), so a first quick play can use easy bots. */
export function sailedVoyages(): string[] {
  try {
    return JSON.parse(localStorage.getItem(SAILED) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** Counts a voyage this browser sailed to its end, once. */
export function markSailed(code: string): void {
  const sailed = sailedVoyages();
  if (!sailed.includes(code)) localStorage.setItem(SAILED, JSON.stringify([...sailed, code].slice(-20)));
}
