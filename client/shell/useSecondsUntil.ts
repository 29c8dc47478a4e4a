// A countdown to a server wall time (a quick-play start, a delayed feed's first frame, a prediction's close), in whole seconds.
import { useEffect, useState } from 'react';
import { useStore } from './store';

/** Seconds left until `at` (server wall time, corrected by the clock skew the welcome measured), ticking down on its own. */
export function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - (Date.now() + useStore.getState().skew)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
