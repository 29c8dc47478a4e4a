// The bake-off's own message to the table: after a miss, the baker says they are ready for another try.
import { sendToTable } from '../../shell/net/room';
import { TO_TABLE } from '../../../shared/table/messages';

/** The baker is ready for another try: the shuffle shows now. */
export function sayBakeReady(): void {
  sendToTable(TO_TABLE.ready);
}
