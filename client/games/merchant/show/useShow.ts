// The table's show: each new batch of events goes on the timeline, and until it has played the HUD keeps the view from
// before it (so no purse changes while its ship is still at sea), then settles on the latest view.
import { useEffect, useRef, useState } from 'react';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { MerchantTableProps, TimedMerchantEvent } from '../tableProps';
import { ShowClock } from './showClock';

/** A view that arrived this long before its events still counts as the step those events show. */
const EVENTS_FOLLOW_MS = 600;

/** What the table shows now: the held or latest view, the event playing, and the clock the scene reads per frame. */
export type Show = { clock: ShowClock; shown: MerchantPlayerView; presenting: boolean; playing: TimedMerchantEvent | null };

/** Plays `events` batch by batch; `reduced` (reduced motion) plays them three times as fast. */
export function useShow(view: MerchantPlayerView, events: MerchantTableProps['events'], reduced = false): Show {
  const clock = useRef(new ShowClock()).current;
  const history = useRef({ current: view, previous: view, changedAt: 0 });
  if (history.current.current !== view) history.current = { current: view, previous: history.current.current, changedAt: performance.now() };
  const [held, setHeld] = useState<MerchantPlayerView | null>(null);
  const [playing, setPlaying] = useState<TimedMerchantEvent | null>(null);
  const seenSeq = useRef(events.seq); // a batch already there when the table opens is history, not news

  useEffect(() => {
    if (events.seq === seenSeq.current) return;
    seenSeq.current = events.seq;
    const now = performance.now();
    const total = events.list.reduce((sum, e) => sum + Math.max(0, e.ms), 0);
    if (total <= 0) return;
    const h = history.current;
    const before = now - h.changedAt < EVENTS_FOLLOW_MS ? h.previous : h.current;
    setHeld((current) => current ?? before);
    clock.add(events.list, now, reduced ? 1 / 3 : 1);
  }, [events, clock, reduced]);

  // one timer per event boundary: the caption follows the show, and the held view lets go when it ends
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new batch (events.seq) lengthens the show, so the timer starts again
  useEffect(() => {
    if (held === null) return;
    let timer = 0;
    const step = () => {
      const now = performance.now();
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
  }, [held, clock, events.seq]);

  return { clock, shown: held ?? view, presenting: held !== null, playing: held === null ? null : playing };
}
