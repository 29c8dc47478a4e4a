// The table's show: each new batch of events is on the shell's one timeline (the store placed it there, shell/show/theShow.ts),
// and until it has played the HUD keeps the view from before it (so no purse changes while its ship is still at sea),
// then settles on the latest view.
import { useEffect, useRef, useState } from 'react';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { ShowClock as ShellShowClock } from '../../../shell/show/showClock';
import { theShow, type Timeline } from '../../../shell/show/theShow';
import type { MerchantTableProps, TimedMerchantEvent } from '../tableProps';
import type { ShowClock } from './showClock';
import { heldFrom } from '../../../shell/show/heldView';

/** The shell's timeline, whose items at a Merchant table are Merchant events. */
const clock: ShowClock = new ShellShowClock(theShow as unknown as Timeline<TimedMerchantEvent>);

/** A view that arrived this long before its events still counts as the step those events show. */
const EVENTS_FOLLOW_MS = 600;

/** What the table shows now: the held or latest view, the event playing, and the clock the scene reads per frame. */
export type Show = { clock: ShowClock; shown: MerchantPlayerView; presenting: boolean; playing: TimedMerchantEvent | null };

/** Follows `events` batch by batch as the timeline plays them (reduced motion has already shortened them: shellHooks.ts). */
export function useShow(view: MerchantPlayerView, events: MerchantTableProps['events']): Show {
  const history = useRef({ current: view, previous: view, changedAt: 0 });
  if (history.current.current !== view) history.current = { current: view, previous: history.current.current, changedAt: Date.now() };
  const [held, setHeld] = useState<MerchantPlayerView | null>(null);
  const [playing, setPlaying] = useState<TimedMerchantEvent | null>(null);
  const seenSeq = useRef(events.seq); // a batch already there when the table opens is history, not news

  useEffect(() => {
    if (events.seq === seenSeq.current) return;
    seenSeq.current = events.seq;
    const now = Date.now();
    const total = events.list.reduce((sum, e) => sum + Math.max(0, e.ms), 0);
    if (total <= 0) return;
    const h = history.current;
    const before = now - h.changedAt < EVENTS_FOLLOW_MS ? h.previous : h.current;
    const startsAt = clock.items.find((item) => item.event === events.list[0])?.start ?? now; // after whatever played before it
    setHeld((current) => heldFrom(current, before, startsAt > now));
  }, [events]);

  // one timer per event boundary: the caption follows the show, and the held view lets go when it ends
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new batch (events.seq) lengthens the show, so the timer starts again
  useEffect(() => {
    if (held === null) return;
    let timer = 0;
    const step = () => {
      const now = Date.now();
      const item = clock.at(now);
      setPlaying(item ? item.event : null);
      if (!clock.playing(now)) {
        setHeld(null);
        return;
      }
      const next = item ? item.end : (clock.items.find((i) => i.start > now)?.start ?? clock.endsAt());
      timer = window.setTimeout(step, Math.max(16, next - now + 1));
    };
    step();
    return () => clearTimeout(timer);
  }, [held, events.seq]);

  return { clock, shown: held ?? view, presenting: held !== null, playing: held === null ? null : playing };
}
