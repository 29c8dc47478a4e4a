// The lower third: each event captioned as it plays out, held long enough to read, in the captain's colours.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../store';
import { SEAT_COLOURS } from '../scene/coords';
import { Flag } from '../hud/Flag';
import { captionFor, type Caption } from './captions';

/** A caption is read for at least this long before the next replaces it, and leaves after this long without news. */
const READ_MS = 1800;
const LINGER_MS = 7000;
/** When captions pile up (a burst of quick moves), the oldest waiting ones are skipped. */
const MAX_WAITING = 3;

type Shown = Caption & { id: number };

/** The lower third. */
export function LowerThird() {
  const [shown, setShown] = useState<Shown | null>(null);
  const waiting = useRef<{ due: number; caption: Shown }[]>([]);
  const lastShownAt = useRef(0);
  const seenKey = useRef(useStore.getState().events.at(-1)?.key ?? 0);
  const events = useStore((s) => s.events);

  useEffect(() => {
    const names = useStore.getState().room?.captains.map((c) => c.name) ?? [];
    for (const { key, event, at, ms } of events) {
      if (key <= seenKey.current) continue;
      seenKey.current = key;
      const caption = captionFor(event, names);
      if (caption) waiting.current.push({ due: (at ?? Date.now()) + (event.type === 'creatureSurfaced' ? 0 : (ms ?? 0)), caption: { ...caption, id: key } });
    }
  }, [events]);

  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      const queue = waiting.current;
      if (queue.length > MAX_WAITING) queue.splice(0, queue.length - MAX_WAITING);
      if (queue.length && queue[0].due <= now && now - lastShownAt.current >= READ_MS) {
        setShown(queue.shift()!.caption);
        lastShownAt.current = now;
      } else if (!queue.length && now - lastShownAt.current > LINGER_MS) setShown(null);
    }, 100);
    return () => clearInterval(timer);
  }, []);

  if (!shown) return null;
  const colour = shown.seat !== null ? SEAT_COLOURS[shown.seat] : 'var(--gold)';
  return (
    <div className="cast-lower-third" key={shown.id} style={{ ['--seat' as string]: colour }} role="status" aria-live="polite">
      <div className="cast-kicker">
        {shown.seat !== null && <Flag seat={shown.seat} />}
        {shown.kicker}
      </div>
      <div className="cast-caption">{shown.text}</div>
    </div>
  );
}
