// The games one server plays: a list of table games (server/games/tables.ts in production; a test adds its own), looked up by
// key. The room, the audience room, replays and the API reach a game only through the registry they were handed.
import type { AnyTableGame } from './tableGame';

/** A server's games, the first being the default (a room created without a game, or stored before games, plays it). */
export class TableRegistry {
  /** Every game's key, the default first. */
  readonly keys: [string, ...string[]];
  private readonly byKey: Map<string, AnyTableGame>;

  constructor(readonly list: readonly [AnyTableGame, ...AnyTableGame[]]) {
    this.keys = list.map((t) => t.module.key) as [string, ...string[]];
    this.byKey = new Map(list.map((t) => [t.module.key, t]));
    if (this.byKey.size !== list.length) throw new Error(`Two games share a key: ${this.keys.join(', ')}`);
  }

  /** The default game: the first. */
  get fallback(): AnyTableGame {
    return this.list[0];
  }

  /** Whether this server plays the game. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** A game by key (none: the default, as an old room or log); a key this server does not play is an error. */
  get(key: string | null | undefined): AnyTableGame {
    if (key === null || key === undefined) return this.fallback;
    const table = this.byKey.get(key);
    if (!table) throw new Error(`This server does not play ${key}.`);
    return table;
  }
}
