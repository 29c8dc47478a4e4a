// Calls back once for each event that arrives after the component mounted (older events are history, not news), or after
// a marker kept outside it (the sounds: every event since the page opened, however late the voyage's table is drawn).
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../../shared/pastry/index';
import { useStore } from '../../shell/store';

/** Runs `onEvent` for every new event, in order: new since the mount, or since `heard` (the last event's key it was called for). */
export function useNewEvents(onEvent: (event: GameEvent, key: number) => void, heard?: { current: number }): void {
  const events = useStore((s) => s.events);
  const mounted = useRef(useStore.getState().events.at(-1)?.key ?? 0);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const last = heard ?? mounted;
    for (const { key, event } of events) {
      if (key <= last.current) continue;
      last.current = key;
      handler.current(event, key);
    }
  }, [events, heard]);
}
