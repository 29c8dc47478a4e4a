// Whether the events received so far are still playing out (a ship under way, coins in the air), re-rendering when they end.
import { useEffect, useState } from 'react';
import { useStore } from './store';

/** True until the last received event's animation has finished, so prompts never give away a result early. */
export function usePresenting(): boolean {
  const until = useStore((s) => s.presentingUntil);
  const [, rerender] = useState(0);
  const left = until - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), left + 20);
    return () => clearTimeout(timer);
  }, [until]); // eslint-disable-line react-hooks/exhaustive-deps
  return left > 0;
}
