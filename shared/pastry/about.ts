// Pastry Pirates' facts for the table (shared/table/gameAbout.ts), free of zod.
import { type GameAbout, MS_TIMER, gameTimers } from '../table/gameAbout';
import { pastryActionShapes } from './actionShapes';
import { pastryEventShapes } from './eventShapes';

/**
 * R50's timers (a turn, a decision, a naming), R37's sighting and R48's day limit, with what each may be set to; the lobby's
 * presets set R50's three (the standard ones are the rule's defaults).
 */
const TIMERS = gameTimers(
  {
    turnMs: MS_TIMER,
    decisionMs: MS_TIMER,
    namingMs: MS_TIMER,
    sightingMs: { min: 500, max: 10_000, off: false },
    dayLimit: { min: 5, max: 100, off: false },
  },
  {
    relaxed: { turnMs: 90_000, decisionMs: 40_000, namingMs: 120_000 },
    standard: { turnMs: 45_000, decisionMs: 20_000, namingMs: 60_000 },
    fast: { turnMs: 20_000, decisionMs: 10_000, namingMs: 30_000 },
    off: { turnMs: 0, decisionMs: 0, namingMs: 0 },
  },
);

/** Pastry Pirates: 2 to 6 captains (R1), its timers (R37, R48, R50) and its audience's questions. */
export const pastryAbout = {
  key: 'pastry',
  title: 'Pastry Pirates',
  line: 'Sail the wind, buy ingredients, trade broadsides, then win a memory bake-off at Tortuga.',
  seats: { min: 2, max: 6 }, // R1: the one place these are written; the engine's createVoyage reads them
  words: { player: 'captain', players: 'Captains', table: 'Voyage', round: 'day', gathering: 'The captains are gathering. The voyage sets sail soon.', secret: 'my recipe' },
  timers: TIMERS,
  questionKinds: ['battle', 'firstTry', 'firstBake', 'storm', 'broadside', 'photo'],
  rules: '/rules.html',
  eventShapes: pastryEventShapes,
  actionShapes: pastryActionShapes,
} as const satisfies GameAbout;

/** An audience question's kind: a battle's winner, a baker's first try, who bakes first, which way a warned storm blows, whether the attacker's broadside lands, who photographs the next creature. */
export type PastryQuestionKind = (typeof pastryAbout.questionKinds)[number];
