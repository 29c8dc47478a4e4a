// What a game gives the client shell: one plugin object, exported from its folder (games/<game>/index.ts) and listed in
// games/registry.ts. The shell, the lobby, the waiting room and the cast read its fields and never branch on its key.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameWords } from '../../shared/table/gameAbout';
import type { CastLink } from './cast/castParams';
import type { ShellGameHooks } from './gameHooks';
import type { GameAbout } from '../../shared/table/gameAbout';
import type { VoyageSummary } from './net/voyageSummary';
import type { TableState } from '../../server/table/TableState';
import type { ViewMirror } from '../../server/table/stepRecord';
import type { Schema } from '@colyseus/schema';
import type { Store } from './storeTypes';
import type { SeatHand } from './replay/replayStory';

/**
 * How a replay shows a game's stored spectator views (issue 31): its table's room state and the mirror that writes a view
 * into it, the very ones its live table uses (server/games/<game>/), so a replay reaches the table the way a spectator's does;
 * and who sails each seat in a stored view, for the story a seek tells the log (replay/replayStory.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the shell holds a game's view without knowing its shape
export type ReplayMirror = { State: new () => TableState & { view: Schema }; mirror: ViewMirror<any>; hands: (view: any) => readonly SeatHand[] };

/** A game's table (its scene, HUD, keys and sounds) in its own chunk: drawn once its voyage is under way; `preload` fetches it ahead (the waiting room). */
export type LazyTable = { Room: LazyExoticComponent<ComponentType>; preload: () => void };

/** A game's cast (its filmed table and overlay) in its own chunk, fetched when first drawn. */
export type LazyCast = LazyExoticComponent<ComponentType<CastLink>>;

/** A game's part of the store: its fields as a fresh page starts, and which of them joining and leaving a room forget. */
export type GameSlice<T extends object = Record<string, unknown>> = { start: T; forgetOnJoining: readonly (keyof T)[]; forgetOnLeaving: readonly (keyof T)[] };

/**
 * Where the shell speaks of a game's players and table: the shared words (shared/<game>/about.ts) and how its seats are
 * dealt, and whether the waiting room's crew order is the order they sit in (if not, the creator is offered no ↑ ↓).
 */
export type ClientGameWords = GameWords & { seating: string; seatsInCrewOrder: boolean };

/**
 * The card a newcomer who took over a bot's seat reads before their first turn (issue 31), in its game's words: who they
 * now are, what they hold, their secret if the game has one, and what the bot was heading for.
 */
export type TakeoverCard = { title: string; lines: string[]; button: string };

/** A game's takeover card from the store as it stands: null until that seat's view is in. */
export type TakeoverCardOf = (store: Store, seat: number, tookOver: string | null) => TakeoverCard | null;

/**
 * One game, as the client shell knows it. The shell takes any key (a third game's plugin type-checks without it); a registry
 * narrows K to the keys its server plays (games/registry.ts: shared/games.ts's GameKey).
 */
export type ClientGame<K extends string = string> = {
  key: K; // the key its server-side module plays under
  title: string;
  seats: { min: number; max: number }; // how many its table seats (R1, M1)
  blurb: string; // the game in one line, for the lobby's picker
  words: ClientGameWords;
  Picture: ComponentType; // a small drawing beside its name in the lobby's picker, inline (no download)
  rules: string; // its section of the rules page
  timers: GameAbout['timers']['presets']; // the timers its table has at each of the lobby's presets (shared/<game>/about.ts, which the room checks)
  eventShapes: GameAbout['eventShapes']; // its events' fields in order, to read the events message off the wire (shared/table/eventWire.ts)
  actionShapes: GameAbout['actionShapes']; // its actions' fields in order, to read a seat's legal list off the wire (shared/table/privateWire.ts)
  winners: (summary: Extract<VoyageSummary, { status: 'over' }>) => string; // an ended voyage's result, for an old link
  standing: (figures: Record<string, number>) => string; // one place of an ended voyage's standings, in its own figures (the end screen's)
  table: LazyTable;
  cast: LazyCast;
  replay: () => Promise<ReplayMirror>; // its replay's room state and mirror, fetched with the replay page
  hooks: ShellGameHooks;
  takeover: () => Promise<TakeoverCardOf>; // its newcomer's card, fetched when a newcomer takes a bot's seat (issue 31)
  // biome-ignore lint/suspicious/noExplicitAny: each game's part has its own fields; the shell only resets them
  slice?: GameSlice<any>; // its own part of the store, if it keeps one
};

/** A table from its chunk's import, fetched once whether preloaded or drawn first. */
export function lazyTable(load: () => Promise<{ default: ComponentType }>): LazyTable {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  return { Room: lazy(once), preload: () => void once() };
}

/** A cast from its chunk's import. */
export function lazyCast(load: () => Promise<{ default: ComponentType<CastLink> }>): LazyCast {
  return lazy(load);
}
