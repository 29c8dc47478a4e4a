// A tab built before the server's last deploy: its game's wire shapes differ from the room's (shared/table/wireKey.ts), so
// it would misread every events message and legal list. It reloads once for the new build (its seat comes back with the
// reconnection it saved); a page still stale after that (a server serving an old client) says so instead of looping.
import { useStore } from '../store';

const RELOADED_FOR = 'pirates.reloadedForWire';

/** What a tab does on a room's wire key: carry on, reload for the new build, or say it is out of date (reloaded once already). */
export function staleBuildAction(roomKey: string, ownKey: string, reloadedFor: string | null): 'fine' | 'reload' | 'warn' {
  if (roomKey === ownKey) return 'fine';
  return reloadedFor === roomKey ? 'warn' : 'reload';
}

/** Reloads the page for the server's new build, or says the page is out of date if a reload did not bring it. */
export function meetRoomWire(roomKey: string, ownKey: string): void {
  const action = staleBuildAction(roomKey, ownKey, sessionStorage.getItem(RELOADED_FOR));
  if (action === 'reload') {
    sessionStorage.setItem(RELOADED_FOR, roomKey);
    location.reload();
  } else if (action === 'warn') {
    useStore.getState().toast('This page is older than the server. Reload it to play on.', 'error');
  }
}
