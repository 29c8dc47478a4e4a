// The games a table room can play, by key: each game's module with its presentation rules and its Schema mirror.
// A third game adds its folder under server/games/ and a line here.
import type { GameKey } from '../../shared/table/gameModule';
import type { AnyTableGame } from '../table/tableGame';
import { pastryTable } from './pastry/table';
import { merchantTable } from './merchant/table';

/** Every game's table, by key. */
export const tables: Record<GameKey, AnyTableGame> = { pastry: pastryTable, merchant: merchantTable };
