// The move clock (show/moveClock.ts) for a React HUD: read at every render, so a new deadline never shows the last one's
// seconds for a frame, and ticking on its own while a deadline stands.
import { useEffect, useState } from 'react';
import { secondsToAct } from './show/moveClock';
import { useStore } from './store';

/** Seconds left to act before `deadline` (server wall time), or null while there is nothing to count (secondsToAct). */
export function useSecondsToAct(deadline: number | null): number | null {
  const [, setSeconds] = useState<number | null>(null); // only wakes the component when the seconds shown change
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setSeconds(secondsToAct(deadline, useStore.getState()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsToAct(deadline, useStore.getState());
}
