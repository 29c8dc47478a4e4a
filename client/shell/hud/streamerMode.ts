// Streamer mode. The page carries a `streamer` class while it is on, and anything marked `.secret` (the room
// code, invite links, the player's own recipe) stays blurred until hovered or focused (styles.css).
import { useEffect } from 'react';
import { useStore } from '../store';
import { clearRoomFromAddress } from '../net/address';

/** Keeps the page's `streamer` class in step with the setting; while it is on, the address bar leaves out the room code too. */
export function useStreamerMode(): void {
  const on = useStore((s) => s.settings.streamer);
  useEffect(() => {
    document.body.classList.toggle('streamer', on);
    if (on) clearRoomFromAddress(); // a reload still finds the room: the tab keeps its reconnection token
  }, [on]);
}

/** The tooltip a hidden secret shows. */
export const SECRET_TITLE = 'Hidden by streamer mode: hover to show';
