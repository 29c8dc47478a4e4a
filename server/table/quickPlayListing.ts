// Quick play's listing of a table under way: it drops newcomers into a public game only while there is a game left to
// play (near its end or over, a newcomer would get no turns) and, R51, while none of its people is away with a bot playing
// for them: it prefers tables whose people are present. A game off quick play still opens by its code.
import type { TableView } from '../../shared/table/gameModule';
import { logFailure } from './logFailure';
import type { TableCore } from './tableCore';

/** What the listing reads of the table. */
export type ListedTable = Pick<TableCore, 'settings' | 'table' | 'game' | 'voyage' | 'seating' | 'room'>;

/** One table's place on quick play after each step. */
export class QuickPlayListing {
  private off = false; // the game is near its end or over: quick play no longer drops newcomers into it

  constructor(private core: ListedTable) {}

  /** After a step: on quick play, or off it for good, or off it while a person is away. */
  update(view: TableView): void {
    const { core } = this;
    if (core.settings.private || this.off) return;
    if (!core.table.takesNewcomers(view)) {
      this.off = true;
      core.room.setPrivate(true).catch(logFailure(core.room.roomId, 'taking the voyage off quick play'));
      return;
    }
    const away = core.game.seatsOf(core.voyage!.state).some((c, seat) => c.bot === null && c.auto && !c.connected && !core.seating.slots[seat].released);
    if (away === core.room.listing.private) return;
    core.room.setPrivate(away).catch(logFailure(core.room.roomId, away ? 'taking the voyage off quick play while a player is away' : 'putting the voyage back on quick play'));
  }
}
