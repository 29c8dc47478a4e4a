// TV as one channel across processes: at each look the process holding TV's lease (tvLease.ts) runs the director and
// publishes its state (tvRecord.ts), and every other process shows what that record has on air. A process taking the lease
// over first clears out the rooms of processes that died (a dead leader's exhibition must not stay listed, nor on air), then
// adopts the published state: the same table stays on air, and no second exhibition sets sail beside the first. On one
// process (LocalPresence) it always holds the lease and TV is its director's, as before.
import { randomUUID } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import { TvLease } from './tvLease';
import { publishState, readState } from './tvRecord';
import type { ListedTable, TvDirector } from './tvDirector';

/** What a station works with. */
export type StationParts = {
  presence: () => Presence; // the presence every process shares (read when it looks)
  director: TvDirector;
  list: () => Promise<ListedTable[]>; // every public table, on every process
  sweep: () => Promise<void>; // forgets the rooms of processes that no longer answer
  id?: string; // this station's name on the lease: its process id and a fresh uuid, unless a test names it
};

/** One process's part in the one channel: it leads or it follows. */
export class TvStation {
  private lease: TvLease;
  private leading = false;
  private followed: ListedTable | null = null;

  constructor(private parts: StationParts) {
    this.lease = new TvLease(parts.presence, parts.id ?? `${process.pid}:${randomUUID()}`);
  }

  /** Whether this process ran the director at its last look. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** The table on air: the director's if this process leads, else the leader's as last read. */
  get onAir(): ListedTable | null {
    return this.leading ? this.parts.director.onAir : this.followed;
  }

  /** One look: holds or claims the lease; the leader looks at the tables and publishes, the others read what it published. */
  async look(): Promise<void> {
    const { presence, director, list, sweep } = this.parts;
    const leading = await this.lease.hold();
    if (leading && !this.leading) {
      await sweep();
      const state = await readState(presence());
      if (state) director.adopt(state);
    }
    this.leading = leading;
    if (!leading) {
      this.followed = (await readState(presence()))?.shown?.table ?? null;
      return;
    }
    await director.see(await list(), Date.now());
    await publishState(presence(), director.state);
  }

  /** Stops leading, so another process may take over at once. */
  async resign(): Promise<void> {
    this.leading = false;
    await this.lease.release();
  }
}
