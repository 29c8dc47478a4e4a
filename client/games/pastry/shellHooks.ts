// Pastry Pirates' hooks for the shell's store and net layer: its view from the room's patch.
import type { ShellGameHooks } from '../../shell/gameHooks';
import { pastryView } from '../../net/toView';

/** What the shell asks of Pastry Pirates as a room's messages arrive. */
export const pastryHooks: ShellGameHooks = {
  view: (room, seat, recipe) => pastryView(room, seat, recipe),
};
