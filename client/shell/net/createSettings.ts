// The room options the lobby can set; server/table/options.ts validates them. Types only.
import type { BotLevel } from '../../../shared/table/step';

/** Room options the lobby can set. */
export type CreateSettings = {
  game: string; // a game's key, from its plugin (the room refuses one its server does not play)
  name: string;
  captains: number;
  bots: BotLevel;
  timers: Partial<Record<string, number>>; // the game's own timers (shared/<game>/about.ts), which the room checks against its game
  private: boolean;
  pace?: number;
  seed?: string;
  castDelay?: number; // seconds the audience feed runs behind
};
