// A joined room wired into the store: the room's last show forgotten, the address naming it, each patch into the store,
// its messages (listen.ts), and what a closed room means (kicked, abandoned, reclaimed by another tab, or a drop to mend).
import { ABANDONED_WORDS, CLOSE_ABANDONED, CLOSE_KICKED, CLOSE_RECLAIMED, KICKED_WORDS } from '../../../shared/table/closeCodes';
import { clearOrders, linkLost } from '../orders';
import { forgetOnJoining, forgetOnLeaving, useStore } from '../store';
import { clearRoomFromAddress } from './address';
import { intent } from './intent';
import { heldRoom } from './liveHold';
import { listen } from './listen';
import { holdRoom, isLeaving, type Joined } from './room';
import { clearReconnection, markSailed, saveReconnection } from './session';
import type { TableJson } from './tableJson';

/** What a joined room's end asks of the join layer: mend a drop (with the reconnection token), or follow the table to its rematch. */
export type RoomEnds = { dropped: (was: Joined, token: string) => void; rematch: (code: string) => void };

/** Wires a joined room into the store. */
export function attach(joined: Joined, ends: RoomEnds): void {
  const { room, code, audience } = joined;
  holdRoom(room);
  clearOrders();
  const store = useStore.getState();
  store.set({ ...forgetOnJoining(), status: 'connected', code, audience, ...(audience ? { spectator: true, seat: null } : {}) });
  saveReconnection(code, room.reconnectionToken, store.spectator || audience, audience);
  nameInAddress(code);
  room.onStateChange((state) => {
    const json = (state as { toJSON(): TableJson }).toJSON();
    const s = useStore.getState();
    if (json.code && json.code !== s.code) s.set({ code: json.code }); // the state names the voyage, whichever room carries it
    if (!heldRoom(json)) s.setRoom(json); // held while a catch-up recap plays (liveHold.ts)
    if (json.status === 'over' && s.seat !== null) markSailed(json.code || code);
  });
  listen(joined, ends.rematch);
  room.onLeave((closeCode) => {
    holdRoom(null);
    if (closedForGood(closeCode)) return;
    linkLost(); // no "sending…" left hanging: an order on its way is let go with a word
    ends.dropped({ room, code: useStore.getState().code ?? code, audience }, room.reconnectionToken);
  });
}

/**
 * The address names the room, so a reload comes back to it (not a cast link's own address, nor in streamer mode, which keeps
 * the code off screen). Coming from the lobby, the room is a new history entry, so the browser's Back returns to the lobby.
 */
function nameInAddress(code: string): void {
  const url = new URL(location.href);
  if (intent.keepAddress || useStore.getState().settings.streamer || url.searchParams.get('room') === code) return;
  const fromLobby = !url.searchParams.has('room');
  url.searchParams.set('room', code);
  if (fromLobby) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** Whether the room closed for good (kicked or abandoned: back to the lobby, told why; the seat taken by another tab; left on purpose), dealt with here. */
function closedForGood(closeCode: number): boolean {
  const store = useStore.getState();
  if (closeCode === CLOSE_ABANDONED || closeCode === CLOSE_KICKED) {
    clearReconnection(); // a kicked person's seat token stays: the room knows it and keeps them off this crew
    clearRoomFromAddress();
    store.set(forgetOnLeaving());
    store.toast(closeCode === CLOSE_KICKED ? KICKED_WORDS : ABANDONED_WORDS, 'info');
    return true;
  }
  if (closeCode === CLOSE_RECLAIMED) {
    clearReconnection(); // this tab's token is spent: the other tab holds the seat now
    clearOrders();
    store.set({ status: 'offline', seatMoved: true });
    return true;
  }
  if (isLeaving()) {
    store.set({ status: 'idle' });
    return true;
  }
  return false;
}
