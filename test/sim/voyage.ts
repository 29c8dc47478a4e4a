// Plays one voyage with a bot in every seat, as a server would: timers off, a clock that advances, each bot asked once per sighting.
import { applyAction, createVoyage, legalActions, tick, viewFor } from '../../shared/pastry/index';
import type { Action, GameEvent, GameState } from '../../shared/pastry/index';
import { actorOf } from '../../shared/pastry/state';
import { botAction, photoDecision, prepareBots } from '../../shared/pastry/bots/index';
import type { BotLevel } from '../../shared/table/step';

/** R50 timers off: the simulator never waits for a clock to run out. */
export const NO_TIMERS = { turnMs: 0, decisionMs: 0, namingMs: 0 };
/** How far the clock moves per bot decision, so sightings surface and dive between turns (R37). */
const THINK_MS = 250;
/** A voyage of 40 days cannot take this many decisions; reaching it means a bot is stuck. */
const MAX_STEPS = 30_000;

/** What the simulator keeps of one voyage. */
export type VoyageRecord = {
  seed: string;
  levelBySeat: BotLevel[]; // R8: seats are dealt from the seed, so levels are mapped through each seat's entrant
  days: number;
  winners: number[]; // seats
  standings: number[]; // seats, R47 order
  dayLimit: boolean; // R48: ended on the last day with no winner
  battles: number;
  bribesOffered: number;
  bribesAccepted: number;
  storms: number;
  bakeAttempts: number[]; // by seat: names given in the bake-off (R42)
  bakers: number[]; // seats that lit their ovens (R40)
  decisions: number;
};

/** Watches every bot decision: the bench times them, the tests check them. */
export type DecisionHook = (seat: number, level: BotLevel, state: GameState, action: Action, ms: number) => void;

/** Throws unless the action is one of the listed ones. */
function ensureListed(action: Action, legal: Action[], seat: number): void {
  if (legal.includes(action)) return;
  const json = JSON.stringify(action);
  if (!legal.some((a) => JSON.stringify(a) === json)) throw new Error(`seat ${seat} chose an unlisted action ${json}`);
}

/**
 * Plays `seed` with one bot per entrant at the given levels, to the end; throws if a bot acts illegally or the voyage never ends.
 * Before each decision the bots prepare, as a room does in a bot's thinking pause (botDriver.ts), `prepared` timing each
 * slice. `purses` (by seat) replaces R7's starting gold, for what-if balance runs only.
 */
export function playBotVoyage(seed: string, levels: readonly BotLevel[], hook?: DecisionHook, purses?: readonly number[], prepared?: (ms: number) => void): VoyageRecord {
  let state = createVoyage({ seed, captains: levels.map((bot, i) => ({ name: `${bot} ${i}`, bot })), options: NO_TIMERS, now: 0 });
  if (purses) state = { ...state, captains: state.captains.map((c) => ({ ...c, gold: purses[c.seat] })) };
  const levelBySeat = state.captains.map((c) => levels[c.entrant]);
  const record: VoyageRecord = {
    seed,
    levelBySeat,
    days: 0,
    winners: [],
    standings: [],
    dayLimit: false,
    battles: 0,
    bribesOffered: 0,
    bribesAccepted: 0,
    storms: 0,
    bakeAttempts: levels.map(() => 0),
    bakers: [],
    decisions: 0,
  };
  const count = (events: GameEvent[]) => {
    for (const e of events) {
      if (e.type === 'battleStarted') record.battles++;
      else if (e.type === 'bribeOffered') record.bribesOffered++;
      else if (e.type === 'bribeAnswered' && e.accept) record.bribesAccepted++;
      else if (e.type === 'stormBlew') record.storms++;
      else if (e.type === 'named') record.bakeAttempts[e.seat]++;
      else if (e.type === 'ovensLit') record.bakers.push(e.seat);
    }
  };
  const apply = (seat: number, action: Action, now: number) => {
    const result = applyAction(state, seat, action, now);
    if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.code}`);
    state = result.state;
    count(result.events);
  };
  const asked = new Set<string>();
  let now = 0;
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step >= MAX_STEPS) throw new Error(`voyage ${seed} did not end in ${MAX_STEPS} decisions`);
    for (const sighting of state.sightings) {
      if (!sighting.up || asked.has(sighting.id)) continue;
      asked.add(sighting.id);
      const seat = sighting.seat;
      const legal = legalActions(state, seat);
      const photo = photoDecision(viewFor(state, seat), legal, levelBySeat[seat], `${seed}:${seat}:${sighting.id}`);
      if (photo) {
        ensureListed(photo, legal, seat);
        apply(seat, photo, now);
      }
    }
    const seat = actorOf(state)!;
    const legal = legalActions(state, seat);
    const view = viewFor(state, seat);
    for (let more = true; more; ) {
      const sliceStarted = performance.now();
      more = prepareBots(view);
      if (more) prepared?.(performance.now() - sliceStarted);
    }
    const started = hook ? performance.now() : 0;
    const action = botAction(view, legal, levelBySeat[seat], `${seed}:${seat}:${step}`);
    if (hook) hook(seat, levelBySeat[seat], state, action, performance.now() - started);
    ensureListed(action, legal, seat);
    apply(seat, action, now);
    record.decisions++;
    now += THINK_MS;
    const ticked = tick(state, now);
    if (!ticked.ok) throw new Error(ticked.error.message);
    state = ticked.state;
    count(ticked.events);
  }
  const result = state.result!;
  record.days = state.day;
  record.winners = result.winners;
  record.standings = result.standings;
  record.dayLimit = result.winners.length === 0;
  return record;
}
