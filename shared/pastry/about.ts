// Pastry Pirates' facts for the table (shared/table/gameAbout.ts), free of zod.
import type { GameAbout } from '../table/gameAbout';
import { MAX_SEATS, MIN_SEATS } from '../table/limits';

/** R50's timers at each of the lobby's presets: a turn, a decision, a naming (the standard ones are the rule's defaults). */
const PRESETS: GameAbout['timers']['presets'] = {
  relaxed: { turnMs: 90_000, decisionMs: 40_000, namingMs: 120_000 },
  standard: { turnMs: 45_000, decisionMs: 20_000, namingMs: 60_000 },
  fast: { turnMs: 20_000, decisionMs: 10_000, namingMs: 30_000 },
  off: { turnMs: 0, decisionMs: 0, namingMs: 0 },
};

/** Pastry Pirates: 2 to 6 captains (R1), its timers (R37, R48, R50) and its audience's questions. */
export const pastryAbout = {
  key: 'pastry',
  title: 'Pastry Pirates',
  line: 'Sail the wind, buy ingredients, trade broadsides, then win a memory bake-off at Tortuga.',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  words: { player: 'captain', players: 'Captains', table: 'Voyage', round: 'day', gathering: 'The captains are gathering. The voyage sets sail soon.', secret: 'my recipe' },
  timers: { names: ['turnMs', 'decisionMs', 'namingMs', 'sightingMs', 'dayLimit'], presets: PRESETS },
  questionKinds: ['battle', 'firstTry', 'firstBake', 'storm', 'broadside', 'photo'],
  rules: '/rules.html',
} as const satisfies GameAbout;

/** An audience question's kind: a battle's winner, a baker's first try, who bakes first, which way a warned storm blows, whether the attacker's broadside lands, who photographs the next creature. */
export type PastryQuestionKind = (typeof pastryAbout.questionKinds)[number];
