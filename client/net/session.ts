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

/** Forgets a seat token the server refused. */
export function forgetSeatToken(code: string): void {
  localStorage.removeItem(seatKey(code));
}

/** The reconnection token of this tab's live room. */
export function reconnection(): { code: string; token: string; spectator: boolean } | null {
  try {
    return JSON.parse(sessionStorage.getItem(RECONNECT) ?? 'null');
  } catch {
    return null;
  }
}

/** Remembers this tab's reconnection token, and whether it was watching. */
export function saveReconnection(code: string, token: string, spectator: boolean): void {
  sessionStorage.setItem(RECONNECT, JSON.stringify({ code, token, spectator }));
}

/** Forgets it when the player leaves on purpose. */
export function clearReconnection(): void {
  sessionStorage.removeItem(RECONNECT);
}
