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

/** The latest view, the one before it, and when the latest came (Date.now() ms). */
type History = { current: MerchantPlayerView; previous: MerchantPlayerView; changedAt: number };

/** The view held once a new batch `list` is seen: none to play keeps the hold as it is; else the view from before the batch (a view that came just before its events counts as the step they show), or the one held while an earlier show plays on. */
function heldOnNews(held: MerchantPlayerView | null, h: History, list: TimedMerchantEvent[], now: number): MerchantPlayerView | null {
  const total = list.reduce((sum, e) => sum + Math.max(0, e.ms), 0);
  if (total <= 0) return held;
  const before = now - h.changedAt < EVENTS_FOLLOW_MS ? h.previous : h.current;
  const startsAt = clock.items.find((item) => item.event === list[0])?.start ?? now; // after whatever played before it
  return heldFrom(held, before, startsAt > now);
}

/** Follows `events` batch by batch as the timeline plays them (reduced motion has already shortened them: shellHooks.ts). */
export function useShow(view: MerchantPlayerView, events: MerchantTableProps['events']): Show {
  const history = useRef<History>({ current: view, previous: view, changedAt: 0 });
  if (history.current.current !== view) history.current = { current: view, previous: history.current.current, changedAt: Date.now() };
  // The hold is set while rendering, the moment a new batch is seen: the first render after a step already shows the
  // view from before it (set in an effect, one render showed the new numbers, then the held view, then the new again).
  const [hold, setHold] = useState<{ seq: number; view: MerchantPlayerView | null }>({ seq: events.seq, view: null }); // a batch already there when the table opens is history, not news
  const [playing, setPlaying] = useState<TimedMerchantEvent | null>(null);
  let held = hold.view;
  if (events.seq !== hold.seq) {
    held = heldOnNews(held, history.current, events.list, Date.now());
    setHold({ seq: events.seq, view: held });
  }

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
        setHold((h) => ({ ...h, view: null }));
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
