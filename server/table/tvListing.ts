// TV's listing of a running public table (issue 31): after each step the room writes into its matchmaking metadata how
// lively it is (its game's `onAir`), which day or round it is in and whether it is over, so the TV director (server/tv/)
// on any process can pick among the tables. An invite-only table is never listed.
import type { TableView } from '../../shared/table/gameModule';
import { logFailure } from './logFailure';
import type { TableCore } from './tableCore';

/** What TV reads of one table, under `metadata.onAir`. */
export type OnAirFacts = {
  game: string;
  name: string; // the table's name, for the caption
  castDelay: number; // seconds its audience room runs behind: TV shows it that late
  exhibition: boolean; // a bots-only exhibition nobody has taken a seat in
  liveliness: number;
  chapter: number; // its day or round
  over: boolean;
};

/** One table's TV listing, written only when it changes. */
export class TvListing {
  private written = '';

  constructor(private core: Pick<TableCore, 'settings' | 'table' | 'game' | 'seating' | 'room'>) {}

  /** After a step: the table's facts for TV, if it is public. */
  update(view: TableView): void {
    const { core } = this;
    if (core.settings.private) return;
    const facts: OnAirFacts = {
      game: core.game.key,
      name: core.room.state.name,
      castDelay: core.settings.castDelay,
      exhibition: core.settings.exhibition && !core.seating.hasPeople(),
      liveliness: core.table.onAir.liveliness(view),
      chapter: core.table.onAir.chapter(view),
      over: view.phase === 'over',
    };
    const text = JSON.stringify(facts);
    if (text === this.written) return;
    this.written = text;
    core.room.setMetadata({ onAir: facts }).catch(logFailure(core.room.roomId, 'listing the table for TV'));
  }
}
