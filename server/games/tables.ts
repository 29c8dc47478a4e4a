// The games a production server plays: each game's table (its module, presentation rules and Schema mirror), exported by its
// folder. A game joins with its folder under server/games/ and one line here.
import { TableRegistry } from '../table/tableRegistry';
import { pastryTable } from './pastry/table';
import { merchantTable } from './merchant/table';

/** Every game this server plays, the default first (a room of old, without a game, is Pastry Pirates). */
export const TABLES = new TableRegistry([pastryTable, merchantTable]);
