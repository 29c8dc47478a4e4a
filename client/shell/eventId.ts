// One counter for every client-side id (an event, a log line, a toast, an emote), so no two things ever share one.

let next = 1;

/** A fresh id, never given before in this page: a late-mounted component tells news from history by it. */
export function eventId(): number {
  return next++;
}
