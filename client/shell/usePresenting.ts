// Whether the events received so far are still playing out (a ship under way, coins in the air), re-rendering when they end.
import { useEffect, useState } from 'react';
import { useStore } from './store';

/** True until the last received event's animation has finished, so prompts never give away a result early. */
export function usePresenting(): boolean {
  const until = useStore((s) => s.presentingUntil);
  const [, rerender] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const rest = until - Date.now();
      if (rest > 0)
        timer = setTimeout(check, rest + 20); // a timer that fires early checks again
      else rerender((n) => n + 1);
    };
    if (until > Date.now()) timer = setTimeout(check, until - Date.now() + 20);
    return () => clearTimeout(timer);
  }, [until]);
  return until > Date.now();
}
