// What this tab meant by its joins, which the room's answers are read against: a rematch asked for (its code takes this
// captain there), a cast link (joining keeps its address).
import { TO_TABLE } from '../../../shared/table/messages';
import { heldRoom } from './room';

/** The tab's intentions now. */
export const intent = { wantsRematch: false, keepAddress: false };

/** "Sail again": asks the finished voyage's room for a rematch room; the answer moves this captain there. */
export function askRematch(): void {
  intent.wantsRematch = true;
  heldRoom()?.send(TO_TABLE.rematch);
}
