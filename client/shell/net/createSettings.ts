// The room options the lobby can set; server/table/options.ts validates them. Types only.
import type { GameKey } from '../../../shared/table/gameList';
import type { BotLevel } from '../../../shared/table/step';

/** A timer the lobby may set (R50, R37; M16, M40): each game lists the ones its table has. The server's timersSchema names them too; shared/table/ has no zod-free list of them yet. */
export type TimerKey = 'turnMs' | 'decisionMs' | 'namingMs' | 'sightingMs';

/** Room options the lobby can set. */
export type CreateSettings = {
  game: GameKey;
  name: string;
  captains: number;
  bots: BotLevel;
  timers: Partial<Record<TimerKey, number>>;
  private: boolean;
  pace?: number;
  seed?: string;
  castDelay?: number; // seconds the audience feed runs behind
};
