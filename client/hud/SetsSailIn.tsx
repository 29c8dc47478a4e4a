// A quick-play lobby's countdown: it sets sail on its own, bots in the empty seats, so a newcomer is never left waiting.
import { useEffect, useState } from 'react';
import { useStore } from '../store';

/** Seconds left until `startsAt` (server wall time), ticking down on its own. */
function useSecondsUntil(startsAt: number): number {
  const left = () => Math.max(0, Math.ceil((startsAt - (Date.now() + useStore.getState().skew)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [startsAt]);
  return seconds;
}

/** "Setting sail in 8 s", with who takes the empty seats. */
export function SetsSailIn({ startsAt }: { startsAt: number }) {
  const seconds = useSecondsUntil(startsAt);
  return (
    <p className="sets-sail" role="status">
      ⛵ Setting sail in <strong>{seconds} s</strong>. Bots take the empty seats; anyone who presses Quick play meanwhile joins you.
    </p>
  );
}
