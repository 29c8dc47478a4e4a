// What this tab meant by its joins, which the room's answers are read against: a rematch asked for (its code takes this
// captain there), a cast link (joining keeps its address).
import { TO_TABLE } from '../../../shared/table/messages';
import { useStore } from '../store';
import { heldRoom } from './room';

/** The tab's intentions now. */
export const intent = { wantsRematch: false, keepAddress: false };

/** "Sail again": asks the finished voyage's room for a rematch room; the answer moves this captain there. Its button waits meanwhile. */
export function askRematch(): void {
  intent.wantsRematch = true;
  useStore.getState().set({ rematchAsked: true });
  heldRoom()?.send(TO_TABLE.rematch);
}
