// The browser's Back and Forward between the lobby and a room: the room is a history entry of its own (attach.ts pushes it
// when joined from the lobby), and a move to an entry naming another room, or none, opens that address afresh, the way a
// visit to it would: the lobby, with this tab's voyage under "Your voyages", or the room again (issue 32).
import { useEffect } from 'react';
import { useStore } from '../store';
import { intent } from './intent';

/** The room the address names, or null. */
function roomInAddress(): string | null {
  return new URLSearchParams(location.search).get('room')?.trim().toUpperCase() || null;
}

/** Installs the Back and Forward moves while the app runs. */
export function useHistoryMoves(): void {
  useEffect(() => {
    const onMove = () => {
      const { code, settings } = useStore.getState();
      const named = !intent.keepAddress && !settings.streamer; // a cast link and streamer mode keep the room out of the address
      if (roomInAddress() !== code && (named || !code)) location.replace(location.href); // a visit, not a reload: a reload would resume this tab's room
    };
    window.addEventListener('popstate', onMove);
    return () => window.removeEventListener('popstate', onMove);
  }, []);
}
