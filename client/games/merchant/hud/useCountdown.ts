// A countdown to the view's deadline (M16, M40), in whole seconds, ticking on its own; null when there is no deadline.
import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (wall time ms), or null without one. */
export function useCountdown(deadline: number | null): number | null {
  const left = () => (deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only the deadline
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}
