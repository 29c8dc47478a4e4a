// After a drop: reconnect with the token, then fall back to joining again (reclaiming the seat by its seat token, or the
// audience room), backing off up to eight times before saying the tab is offline.
import { useStore } from '../store';
import { colyseus } from './client';
import { isLeaving, type Joined } from './room';

/** Mends a dropped room: `rejoin` is the fallback join, `reattach` wires the room found (attach.ts). */
export async function recover(was: Joined, token: string, rejoin: () => Promise<Joined>, reattach: (joined: Joined) => void): Promise<void> {
  useStore.getState().set({ status: 'reconnecting' });
  for (let attempt = 0; attempt < 8 && !isLeaving(); attempt++) {
    await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 8000)));
    if (isLeaving()) return;
    const joined = await colyseus()
      .reconnect(token)
      .then((r): Joined => ({ room: r, code: was.code, audience: was.audience }))
      .catch(rejoin)
      .catch(() => null);
    if (!joined) continue;
    if (isLeaving()) {
      await joined.room.leave(true);
      return;
    }
    reattach(joined);
    return;
  }
  if (isLeaving()) return;
  useStore.getState().set({ status: 'offline' });
}
