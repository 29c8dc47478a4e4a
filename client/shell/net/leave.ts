// Leaving the room on purpose: the server hears the goodbye (a bot takes the helm at once), and the store forgets the room.
import { TO_TABLE } from '../../../shared/table/messages';
import { clearOrders } from '../orders';
import { forgetOnLeaving, useStore } from '../store';
import { clearRoomFromAddress } from './address';
import { heldRoom, holdRoom, setLeaving } from './room';
import { clearReconnection } from './session';

/** Leaves the room on purpose. */
export async function leaveRoom(): Promise<void> {
  setLeaving(true);
  clearReconnection();
  clearOrders();
  const room = heldRoom();
  const seated = !useStore.getState().audience; // an audience room has no helm to hand over, and no word for the goodbye
  if (seated && room?.connection.isOpen) room.send(TO_TABLE.leave); // by choice: a bot takes the helm at once (a server shutdown is not a goodbye)
  await room?.leave(true);
  holdRoom(null);
  clearRoomFromAddress();
  useStore.getState().set(forgetOnLeaving());
}
