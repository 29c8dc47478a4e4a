// Whether the live table waits on this seat's move, and until when: a catch-up recap never stops the game's
// clock (R50, M16, M40), so the offer and the recap's bar tell a player whose move it is that its clock runs.
import type { ShellGameHooks } from '../gameHooks';
import type { TableJson } from '../net/tableJson';
import { legalFor } from '../store';
import type { TableBits } from '../tableAction';

/** The live move as this seat sees it: whether it is theirs now, and when the decision on the table times out (null: no clock). */
export type LiveMove = { yours: boolean; deadline: number | null };

/** The live move from a room's state and this seat's bits (the table's, or the ones held while a recap plays). */
export function liveMove(room: TableJson | null, bits: TableBits | null, hooks: Pick<ShellGameHooks, 'deadline'>): LiveMove {
  return { yours: legalFor(room, bits).length > 0, deadline: room ? hooks.deadline(room) : null };
}

/** Whether this seat's own move waits now with its clock running: a recap watched now would cost it time, or the turn. */
export const clockRunsOnYou = (move: LiveMove): boolean => move.yours && move.deadline !== null;
