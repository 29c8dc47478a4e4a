// The event the show plays now, kept current (a few times a second) while a show plays, so captions follow it event by event.
import { useEffect, useState } from 'react';
import type { GameEvent } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { playingEvent } from './showCaption';

/** The event playing now, or null when the sea is still. */
export function usePlayingEvent(): GameEvent | null {
  const events = useStore((s) => s.events);
  const until = useStore((s) => s.presentingUntil);
  const [, setNow] = useState(0); // a tick re-renders, and the render reads the clock
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return playingEvent(events, Date.now());
}
