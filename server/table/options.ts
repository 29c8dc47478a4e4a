// zod schemas for room create and join options: bad options get a clear error and create nothing.
import { z } from 'zod';
import { Refusal } from './refusal';
import { MAX_CAST_DELAY } from '../../shared/audience';
import { DEFAULT_NAME, NAME_UNITS } from '../../shared/table/names';
import { BOT_LEVELS, MAX_SEATS, MIN_SEATS } from '../../shared/table/limits';
import type { TableRegistry } from './tableRegistry';
import type { GameAbout } from '../../shared/table/gameAbout';
import { isRoomCode } from '../../shared/table/roomCode';

/** A bot's strength (R1). */
export const levelSchema = z.enum(BOT_LEVELS);

const name = z.string().trim().min(1, 'a name needs a letter or two').max(NAME_UNITS, `names are at most ${NAME_UNITS} characters`);
/** A timer's value before its game is known: a whole number (its game's bounds are checked once the game is). */
const anyTimer = z.number().int();

/** Numbers in words, as a creator reads them: 600,000. */
function spelled(n: number): string {
  return n.toLocaleString('en-US');
}

/** The schema of one game's timers, built from its facts: only its own names, each within its bounds (R37, R48, R50; M16, M40). */
export function timersSchemaFor(about: Pick<GameAbout, 'title' | 'timers'>) {
  const { title, timers } = about;
  const shape = Object.fromEntries(
    Object.entries(timers.bounds).map(([name, { min, max, off }]) => {
      const words = `${name} is ${off ? '0 (off) or ' : ''}${spelled(min)} to ${spelled(max)}`;
      return [name, anyTimer.refine((n) => (off && n === 0) || (n >= min && n <= max), words).optional()];
    }),
  );
  return z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `${title} has no such timer: ${issue.keys.join(', ')}` : undefined) });
}

/**
 * What `create` and `joinOrCreate` may carry on a server that plays `games`. Unknown keys are refused; the table's size and
 * timers must fit its game (its seats, and its own timers' names and bounds, from its facts); no game is the default one.
 */
export function createOptionsFor(games: TableRegistry) {
  return z
    .strictObject({
      game: z.enum(games.keys).default(games.keys[0]), // which game the table plays: an older client's room plays the default
      name: name.default(DEFAULT_NAME),
      captains: z.number().int().min(MIN_SEATS).max(MAX_SEATS).default(4),
      bots: z.union([levelSchema, z.array(levelSchema).max(MAX_SEATS)]).default('normal'),
      timers: z.record(z.string(), anyTimer).default({}), // its game's own, checked below
      private: z.boolean().default(false),
      quick: z.boolean().default(false), // quick play made this room: it sets sail on its own soon after, bots in the empty seats
      exhibition: z.boolean().default(false), // TV made this room (server/tv/): bots in every seat, it sets sail at once; never a client's to ask
      pace: z.number().min(0).max(3).default(1),
      castDelay: z.number().int('castDelay is whole seconds').min(0).max(MAX_CAST_DELAY, `castDelay is at most ${MAX_CAST_DELAY} s`).default(0), // how far the audience feed runs behind the captains
      seed: z.string().min(1).max(64).optional(),
      prelude: z.strictObject({ steps: z.number().int().min(1).max(5000), until: z.string().min(1).max(32).optional() }).optional(), // test seeds: bots sail every seat first
      spectate: z.boolean().optional(),
      seatToken: z.string().max(64).optional(),
      casterKey: z.string().min(12).max(64).optional(), // a rematch keeps its voyage's key (a creator may only choose their own room's)
    })
    .superRefine((options, context) => {
      const game = games.get(options.game).module;
      const { min, max } = game.seats;
      if (options.captains < min || options.captains > max) context.addIssue({ code: 'custom', path: ['captains'], message: `${game.title} seats ${min} to ${max}` });
      const timers = timersSchemaFor(game).safeParse(options.timers);
      for (const issue of timers.success ? [] : timers.error.issues) context.addIssue({ code: 'custom', path: ['timers', ...issue.path], message: issue.message });
    });
}

/** The create options' schema for one server's games. */
export type CreateOptionsSchema = ReturnType<typeof createOptionsFor>;

/** What `join` and `joinById` may carry. */
export const joinOptionsSchema = z.object({
  name: name.default(DEFAULT_NAME),
  spectate: z.boolean().default(false),
  seatToken: z.string().max(64).optional(),
});

/** What `joinOrCreate('audience', ...)` may carry. */
export const audienceJoinSchema = z.object({
  code: z.string().trim().toUpperCase().refine(isRoomCode, 'a voyage code is 5 letters'),
  name: z.string().trim().max(NAME_UNITS, `names are at most ${NAME_UNITS} characters`).optional(),
  casterKey: z.string().max(64).optional(),
  allSeeing: z.boolean().default(false),
});

/** Validated create options. */
export type CreateOptions = z.infer<CreateOptionsSchema>;

/** Parses untrusted options or refuses them with a message that says what is wrong. */
export function parseOptions<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Refusal(`Bad room option ${issue.path.join('.') || ''}: ${issue.message}`);
}

/**
 * The create options only tests may set, by name, as these settings set them: a chosen seed foretells storms and dice, a
 * prelude lets bots play every seat first, and a pace other than 1 plays the shows faster or slower than people see them.
 */
export function testKnobsIn(settings: Pick<CreateOptions, 'seed' | 'prelude' | 'pace'>): string[] {
  const knobs: string[] = [];
  if (settings.seed !== undefined) knobs.push('seed');
  if (settings.prelude !== undefined) knobs.push('prelude');
  if (settings.pace !== 1) knobs.push('pace');
  return knobs;
}

/** Refuses the test knobs on a server started without PASTRY_TEST_SEEDS=1, saying which were asked for. */
export function refuseTestKnobs(settings: Pick<CreateOptions, 'seed' | 'prelude' | 'pace'>, testSeeds: boolean): void {
  const knobs = testKnobsIn(settings);
  if (knobs.length && !testSeeds) throw new Refusal(`The test option${knobs.length > 1 ? 's' : ''} ${knobs.join(', ')} need${knobs.length > 1 ? '' : 's'} a server started with PASTRY_TEST_SEEDS=1.`);
}

/** The bot level for the i-th seat left to bots. */
export function botLevelFor(bots: CreateOptions['bots'], i: number): z.infer<typeof levelSchema> {
  return typeof bots === 'string' ? bots : (bots[i] ?? bots[bots.length - 1] ?? 'normal');
}
