// What every table room of one server shares: the store, the server's settings and limits.
import type { VoyageStore } from '../store/VoyageStore';
import type { CreationLimits } from './creationLimits';
import type { RateLimits } from '../../shared/table/tokenBucket';
import type { TableRegistry } from './tableRegistry';
import type { CreateOptionsSchema } from './options';
import type { TableBeat } from './tableBeat';
import type { PatchQueue } from './patchSoon';

/** What every room of one server shares, bound once by `voyageRoomFor`. */
export type RoomContext = {
  games: TableRegistry; // the games this server plays
  createOptions: CreateOptionsSchema; // what a new room may ask for, checked against those games
  store: VoyageStore;
  testSeeds: boolean; // PASTRY_TEST_SEEDS=1: clients may set the test options (seed, prelude, pace)
  restoring: Set<string>; // codes startServer is reopening after a restart
  rateLimits: RateLimits; // each client's message budget
  creation: CreationLimits; // rooms per address a minute, open voyages per process
  abandonAfterMs: number; // ABANDON_AFTER: a lobby's life, and how long a voyage may sit with nobody connected
  quickStartMs: number; // QUICK_START: how long a lobby made by quick play waits for others before it starts
  absentAfterMs: number; // ABSENT_AFTER (R51): how long a seated person may have no open connection before a bot plays for them
  boardWaitMs: number; // BOARD_WAIT: the longest a new game's first turn waits for every seated person's board to be drawn
  beat: TableBeat; // every table room's clock and patch, on one interval
  patches: PatchQueue; // every table room's moves waiting for their patch, the server's own (patchSoon.ts)
};
