// Calls back once for each event that arrives after the component mounted (older events are history, not news).
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../../shared/index';
import { useStore } from '../../shell/store';

/** Runs `onEvent` for every new event, in order. */
export function useNewEvents(onEvent: (event: GameEvent, key: number) => void): void {
  const events = useStore((s) => s.events);
  const last = useRef(useStore.getState().events.at(-1)?.key ?? 0);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    for (const { key, event } of events) {
      if (key <= last.current) continue;
      last.current = key;
      handler.current(event, key);
    }
  }, [events]);
}
