// Issue 9: streamer mode. The page carries a `streamer` class while it is on, and anything marked `.secret` (the room
// code, invite links, the player's own recipe) stays blurred until hovered or focused (styles.css).
import { useEffect } from 'react';
import { useStore } from '../store';

/** Keeps the page's `streamer` class in step with the setting. */
export function useStreamerMode(): void {
  const on = useStore((s) => s.settings.streamer);
  useEffect(() => {
    document.body.classList.toggle('streamer', on);
  }, [on]);
}

/** The tooltip a hidden secret shows. */
export const SECRET_TITLE = 'Hidden by streamer mode: hover to show';
