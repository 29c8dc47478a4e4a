// The room options the lobby can set; server/table/options.ts validates them. Types only.
import type { BotLevel } from '../../../shared/table/step';
import type { TimerName } from '../../../shared/table/gameAbout';

/** Room options the lobby can set. */
export type CreateSettings = {
  game: string; // a game's key, from its plugin (the room refuses one its server does not play)
  name: string;
  captains: number;
  bots: BotLevel;
  timers: Partial<Record<TimerName, number>>; // a game's timers (shared/<game>/about.ts)
  private: boolean;
  pace?: number;
  seed?: string;
  castDelay?: number; // seconds the audience feed runs behind
};
