// Pastry Pirates' lower third: each event of the store's log captioned (captions.ts) and due when its show reaches it
// (a creature's sighting as it surfaces); LowerThirdQueue holds each long enough to read.
import { useMemo } from 'react';
import { useStore } from '../../../shell/store';
import type { RoomJson } from '../toView';
import { captionFor } from './captions';
import { LowerThirdQueue, type DueCaption } from '../../../shell/cast/LowerThirdQueue';

/** The lower third. */
export function LowerThird() {
  const events = useStore((s) => s.events);
  const captions = useMemo(() => {
    const names = (useStore.getState().room as RoomJson | null)?.view?.captains.map((c) => c.name) ?? [];
    const due: DueCaption[] = [];
    for (const { key, event, at, ms } of events) {
      const caption = captionFor(event, names);
      if (caption) due.push({ key, due: (at ?? Date.now()) + (event.type === 'creatureSurfaced' ? 0 : (ms ?? 0)), caption });
    }
    return due;
  }, [events]);
  return <LowerThirdQueue captions={captions} />;
}
