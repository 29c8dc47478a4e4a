// Short messages: refused orders and notices, and the news that ends the voyage tonight (a playtester kept planning a voyage
// already lost: the first bake was only in the log).
import { useStore } from '../store';
import type { RoomJson } from '../net/toView';
import { useNewEvents } from '../useNewEvents';
import { eventLine } from './words';

/** The toast stack. */
export function Toasts() {
  const toasts = useStore((s) => s.toasts);
  const over = useStore((s) => s.view?.phase === 'over'); // the end screen's standings and chart fill the middle
  useNewEvents((event) => {
    if (event.type !== 'baked') return;
    const s = useStore.getState();
    const line = eventLine(event, (s.room as RoomJson | null)?.captains.map((c) => c.name) ?? [], s.seat);
    if (line) s.toast(`🏆 ${line}`, 'info');
  });
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
