// The news that ends the voyage tonight, as a notice over the board (a playtester kept planning a voyage already lost:
// the first bake was only in the log).
import { useStore } from '../../../shell/store';
import { useNewEvents } from '../useNewEvents';
import type { RoomJson } from '../toView';
import { eventLine } from './words';

/** Toasts each bake as it happens. */
export function useBakedToast(): void {
  useNewEvents((event) => {
    if (event.type !== 'baked') return;
    const s = useStore.getState();
    const line = eventLine(event, (s.room as RoomJson | null)?.view?.captains.map((c) => c.name) ?? [], s.seat);
    if (line) s.toast(`🏆 ${line}`, 'info');
  });
}
