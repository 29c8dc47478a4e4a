// Short messages: refused orders and notices, one of each kind at a time, never over what the game keeps clear (your ship).
import { useEffect, useRef } from 'react';
import { useStore } from '../store';
import { gameOf } from '../games';
import { keptClear } from '../scene/keepClear';
import { toastTop } from './toastPlace';

/** The toast stack. */
export function Toasts() {
  const toasts = useStore((s) => s.toasts);
  const over = useStore((s) => gameOf(s.room?.game).hooks.ended(s)); // the end screen's standings and chart fill the middle
  const stack = useRef<HTMLDivElement>(null);
  const showing = toasts.length > 0;
  useEffect(() => {
    const el = stack.current;
    if (!showing || !el) return;
    let frame = 0;
    // Every frame while a notice shows: the ship sails and the camera glides under it.
    const place = () => {
      el.style.top = '';
      el.style.bottom = '';
      const usual = el.getBoundingClientRect();
      const top = toastTop(usual, keptClear(), innerHeight);
      if (top !== usual.top) {
        el.style.top = `${top}px`;
        el.style.bottom = 'auto'; // over the end screen the notices stand on the foot of the page
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => {
      cancelAnimationFrame(frame);
      el.style.top = '';
      el.style.bottom = '';
    };
  }, [showing]);
  return (
    <div ref={stack} className={over ? 'toasts over' : 'toasts'} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
