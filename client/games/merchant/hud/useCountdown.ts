// A countdown to the view's deadline (M16, M40), in whole seconds, ticking on its own; null when there is no deadline, and
// in a replay (issue 31), which skips the time each merchant took, so no countdown there could tell the truth.
import { useEffect, useState } from 'react';
import { useStore } from '../../../shell/store';

/** Seconds left until `deadline` (wall time ms), or null without one or in a replay. */
export function useCountdown(shownDeadline: number | null): number | null {
  const replaying = useStore((s) => s.replaying !== null);
  const deadline = replaying ? null : shownDeadline;
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
