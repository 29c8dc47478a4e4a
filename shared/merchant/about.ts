// Merchant Voyages' facts for the table (shared/table/gameAbout.ts), free of zod.
import { type GameAbout, MS_TIMER, gameTimers } from '../table/gameAbout';
import { merchantActionShapes } from './actionShapes';
import { merchantEventShapes } from './eventShapes';

/** M40's and M16's timers, a turn's two actions and one Voyage decision, and their values at each of the lobby's presets. */
const TIMERS = gameTimers(
  { turnMs: MS_TIMER, decisionMs: MS_TIMER },
  {
    relaxed: { turnMs: 90_000, decisionMs: 40_000 },
    standard: { turnMs: 45_000, decisionMs: 20_000 },
    fast: { turnMs: 20_000, decisionMs: 10_000 },
    off: { turnMs: 0, decisionMs: 0 },
  },
);

/** Merchant Voyages: 2 to 4 merchants (M1), its timers (M16, M40) and its audience's questions. Nothing is secret (M41). */
export const merchantAbout = {
  key: 'merchant',
  title: 'Merchant Voyages',
  line: 'Load your ships, brave the pirates on three trade lanes, and push your luck for Prestige.',
  seats: { min: 2, max: 4 }, // M1: the one place these are written; the engine's setup reads them
  words: { player: 'merchant', players: 'Merchants', table: 'Game', round: 'round', gathering: 'The merchants are gathering. The game starts soon.', secret: null },
  timers: TIMERS,
  questionKinds: ['winner', 'galleon'],
  rules: '/rules.html#merchant',
  eventShapes: merchantEventShapes,
  actionShapes: merchantActionShapes,
} as const satisfies GameAbout;

/** An audience question's kind: who wins the game, and whether a launched Galleon gets through the middle segment. */
export type MerchantQuestionKind = (typeof merchantAbout.questionKinds)[number];
