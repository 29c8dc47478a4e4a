// Pastry Pirates' events on the wire (shared/table/eventWire.ts): each type's fields in order, as types.ts declares them.
import type { ShapesOf } from '../table/shapedWire';
import type { GameEvent } from './types';

/** A movement's fields (R14, R20, R32). */
const MOVE = ['seat', 'path', 'swept'] as const;

/** Every event type's fields, in the order the wire sends them; a new event or field is added here too (eventWire.test checks). */
export const pastryEventShapes = {
  dawn: ['day', 'wind', 'tomorrow', 'stormWarning'],
  stormBlew: ['dir', 'moves'],
  turnStarted: ['seat', 'deadline'],
  sailed: ['seat', ['route', 'letters'], ['move', MOVE]],
  tookBack: ['seat', 'path'],
  docked: ['seat', 'coin', 'gold'],
  bought: ['seat', 'ingredient', 'price'],
  passedUp: ['seat', 'ingredient'],
  soldOut: ['seat', 'ingredient'],
  cannotAfford: ['seat', 'ingredient', 'price', 'gold'],
  ovensLit: ['seat', 'recipe', 'bench'],
  battleStarted: ['attacker', 'defender'],
  bribeOffered: ['attacker', 'defender', 'offer'],
  bribeAnswered: ['attacker', 'defender', 'offer', 'accept'],
  broadsides: ['attacker', 'defender', 'attackerCoins', 'defenderCoins', 'attackerLands', 'defenderLands', 'winner'],
  slipped: ['seat', 'dir', ['move', MOVE]],
  spoilsTaken: ['winner', 'loser', 'ingredient'],
  sightingStarted: ['seat'],
  creatureSurfaced: ['seat', 'id', 'creature', 'points', 'until'],
  photographed: ['seat', 'id', 'creature', 'points'],
  creatureDived: ['seat', 'id'],
  shuffle: ['seat', 'open', 'locked', 'swaps', 'startedAt', 'endsAt'],
  rewatch: ['seat', 'startedAt', 'endsAt', 'deadline'],
  named: ['seat', 'crates', 'correct', 'locked'],
  baked: ['seat'],
  timeout: ['seat', 'phase'],
  handedToBot: ['seat'],
  turnEnded: ['seat'],
  seatUpdated: ['seat'],
  timersRestarted: ['deadline'],
  voyageOver: ['result'],
} as const satisfies ShapesOf<GameEvent>;
