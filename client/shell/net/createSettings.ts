// The room options the lobby can set; server/table/options.ts validates them. Types only.
import type { GameKey } from '../../../shared/table/gameList';

/** A timer the lobby may set (R50, R37; M16, M40): each game lists the ones its table has. */
export type TimerKey = 'turnMs' | 'decisionMs' | 'namingMs' | 'sightingMs';

/** Room options the lobby can set. */
export type CreateSettings = {
  game: GameKey;
  name: string;
  captains: number;
  bots: 'easy' | 'normal' | 'hard';
  timers: Partial<Record<TimerKey, number>>;
  private: boolean;
  pace?: number;
  seed?: string;
  castDelay?: number; // seconds the audience feed runs behind
};
