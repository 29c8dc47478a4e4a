// Pastry Pirates' GameModule: the one object a table, the audience, replays and the contract suite know the game by.
import { applyAction, createVoyage, legalActions, parseAction, restartTimers, tick, updateSeat, viewFor } from './index';
import type { Action, GameEvent, GameState, PlayerView, Recipe, RuleOptions } from './types';
import { botAction, prepareBots } from './bots/index';
import { animationMs } from './pacing';
import { pastryAbout } from './about';
import type { GameModule } from '../table/gameModule';

/** What a Pastry Pirates seat alone receives: its secret recipe (R52). */
export type PastryPrivate = { recipe: Recipe | null };

/** Pastry Pirates as a table plays it: shared/pastry/index.ts's exports, unchanged, with its facts (about.ts). */
export const pastryGame = {
  ...pastryAbout,
  createVoyage,
  applyAction,
  tick,
  updateSeat,
  restartTimers,
  viewFor,
  legalActions,
  parseAction,
  isOver: (s) => s.phase === 'over',
  seatsOf: (s) => s.captains.map((c) => ({ name: c.name, bot: c.bot, connected: c.connected, auto: c.auto })),
  privateOf: (s, seat) => ({ recipe: s.captains[seat].recipe }),
  botPoint: (s) => [s.day, s.turn, s.phase, s.sailed, s.bake?.rewatches ?? 0].join(':'),
  botAction,
  botPrepare: prepareBots,
  animationMs,
} satisfies GameModule<GameState, Action, PlayerView, GameEvent, RuleOptions, PastryPrivate>;
