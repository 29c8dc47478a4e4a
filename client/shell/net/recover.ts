// After a drop, for as long as the page is open (issue 32, bug 1): "Reconnecting…" at once, then a try on a backoff
// (backoff.ts) until the seat is back. Each try first asks the server what became of the voyage. No answer (down,
// restarting) waits for the next try. A voyage still sailing is joined again: by the reconnection token while the room
// may still hold the place, else as before (a seat by its seat token: a restarted server reopens the voyage under its
// code, and the old reconnection token means nothing there). A voyage that ended meanwhile is joined to its end screen
// while its room stays open, and otherwise ends on its summary, with no reconnection token spent on a room that is gone.
import { RECONNECT_SECONDS } from '../../../shared/table/limits';
import { rehearsedBackoff } from '../rehearsal';
import { useStore } from '../store';
import { backoffDelay } from './backoff';
import { colyseus } from './client';
import { isLeaving, type Joined } from './room';
import { askVoyage } from './voyageSummary';

/** How a recovery meets what it finds: `rejoin` joins again as before, `reattach` wires the room found (attach.ts), `gone` ends on a voyage no room shows any more. */
export type Mending = { rejoin: () => Promise<Joined>; reattach: (joined: Joined) => void; gone: (code: string) => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mends a dropped room with `token` (its reconnection token), trying until it is mended, it is gone, or the player leaves. */
export async function recover(was: Joined, token: string, { rejoin, reattach, gone }: Mending): Promise<void> {
  useStore.getState().set({ status: 'reconnecting' });
  const droppedAt = Date.now();
  const schedule = rehearsedBackoff();
  for (let attempt = 0; !isLeaving(); attempt++) {
    await sleep(backoffDelay(attempt, schedule));
    if (isLeaving()) return;
    const voyage = await askVoyage(was.code);
    if (voyage === null) continue; // the server is not back yet
    const sailing = voyage.status === 'playing' || voyage.status === 'waiting';
    const held = sailing && Date.now() - droppedAt < RECONNECT_SECONDS * 1000;
    const reconnect = () =>
      colyseus()
        .then((c) => c.reconnect(token))
        .then((room): Joined => ({ room, code: was.code, audience: was.audience }));
    const joined = await (held ? reconnect().catch(rejoin) : rejoin()).catch(() => null);
    if (isLeaving()) {
      await joined?.room.leave(true);
      return;
    }
    if (joined) return reattach(joined);
    if (!sailing) return gone(was.code); // over, abandoned or unknown, and no room shows it now
  }
}
