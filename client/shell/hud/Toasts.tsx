// Short messages: refused orders and notices, one of each kind at a time.
import { useStore } from '../store';
import { gameOf } from '../games';

/** The toast stack. */
export function Toasts() {
  const toasts = useStore((s) => s.toasts);
  const over = useStore((s) => gameOf(s.room?.game).hooks.ended(s)); // the end screen's standings and chart fill the middle
  return (
    <div className={over ? 'toasts over' : 'toasts'} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
