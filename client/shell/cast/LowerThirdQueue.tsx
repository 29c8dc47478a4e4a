// The lower third for any game: each caption shown once due, held long enough to read, in the seat's colours. A game
// hands it its captions as they come (keys rising); those already there when it opens are history, not news.
import { useEffect, useRef, useState } from 'react';
import { SEAT_COLOURS } from '../scene/seatColours';
import { Flag } from '../hud/Flag';

/** A caption is read for at least this long before the next replaces it, and leaves after this long without news. */
const READ_MS = 1800;
const LINGER_MS = 7000;
/** When captions pile up (a burst of quick moves), the oldest waiting ones are skipped. */
const MAX_WAITING = 3;

/** One caption: the line, a kicker naming the moment, and the seat it is about (for its colour and flag), if any. */
export type Caption = { text: string; kicker: string; seat: number | null };

/** A caption waiting its turn: its key (rising with each new one), and when it is due on screen (wall time, ms). */
export type DueCaption = { key: number; due: number; caption: Caption };

type Shown = Caption & { id: number };

/** The lower third, for the captions the game hands it. */
export function LowerThirdQueue({ captions }: { captions: DueCaption[] }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const waiting = useRef<{ due: number; caption: Shown }[]>([]);
  const lastShownAt = useRef(0);
  const seenKey = useRef(captions.at(-1)?.key ?? 0);

  useEffect(() => {
    for (const { key, due, caption } of captions) {
      if (key <= seenKey.current) continue;
      seenKey.current = key;
      waiting.current.push({ due, caption: { ...caption, id: key } });
    }
  }, [captions]);

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
