// createVoyage, applyAction and tick: check who may act in which phase, then hand off to rules/.
import type { Action, GameState, Result, RuleOptions, Square, VoyageSetup } from './types';
import { seedStream, shuffled } from '../random';
import { type Ctx, actorOf, moveShip } from './state';
import { ownBake, ownCaptain, ownTracks, stepCopy } from './own';
import { parseAction } from './protocol';
import { attemptStep, seatRefusal } from '../attempt';
import { BERTHS, CRATES_PER_ISLAND, generateBoard } from './rules/board';
import { dealRecipes } from './rules/recipes';
import { startingGold } from './rules/purses';
import { firstWind } from './rules/wind';
import { endOf, walkRoute } from './rules/sailing';
import { buy, dock, passUp } from './rules/dock';
import { answerBribe, battle, broadsides, loserOf, offerBribe, slip, takeSpoils } from './rules/battle';
import { nameCrates, namingTimedOut, rewatch } from './rules/bake';
import { nextSightingMoment, takePhoto, updateSightings } from './rules/sightings';
import { deadlineIn, finishTurn, startTurn } from './rules/turns';
import { RuleError, must } from '../table/ruleError';
import { pastryAbout } from './about';

/** The (option) values of docs/rules/RULES.md with their defaults (R37, R48, R50). */
export const DEFAULT_OPTIONS: RuleOptions = {
  turnMs: 45_000,
  decisionMs: 20_000,
  namingMs: 60_000,
  sightingMs: 2_000,
  dayLimit: 40,
};

/** R51: consecutive missed turns before a bot takes the seat. */
export const MISSES_BEFORE_BOT = 3;

/** R1 to R13: deals a new voyage from the setup: board, seats, recipes, purses and the first day's wind. */
export function createVoyage(setup: VoyageSetup): GameState {
  const count = setup.captains?.length ?? 0;
  const { min, max } = pastryAbout.seats; // R1
  if (count < min || count > max) throw new Error(`A voyage needs ${min} to ${max} captains, not ${count}.`);
  const options = { ...DEFAULT_OPTIONS, ...setup.options };
  const holder = { rng: seedStream(String(setup.seed), setup.stream) };
  const board = generateBoard(holder);
  const entrants = shuffled(
    holder,
    setup.captains.map((_, i) => i),
  );
  const recipes = dealRecipes(holder, count);
  const wind = firstWind(holder);
  const now = setup.now ?? 0;
  const state: GameState = {
    version: 1,
    seed: String(setup.seed),
    rng: holder.rng,
    options,
    board,
    crates: board.islands.map(() => CRATES_PER_ISLAND),
    captains: entrants.map((entrant, seat) => ({
      seat,
      entrant,
      name: setup.captains[entrant].name,
      bot: setup.captains[entrant].bot ?? null,
      auto: false,
      connected: true,
      pos: [...BERTHS[seat]],
      gold: startingGold(seat, count),
      hold: [],
      bench: [],
      benchOrder: [],
      benchLocked: [],
      recipe: recipes[seat],
      ovensLitDay: null,
      baked: false,
      photos: [],
      missedTurns: 0,
    })),
    day: 1,
    turn: 0,
    phase: 'turn',
    sailed: false,
    sailedFrom: null,
    deadline: null,
    wind,
    battle: null,
    bake: null,
    sightings: [],
    nextSighting: 1,
    bakedToday: [],
    goldByDay: [],
    tracks: BERTHS.slice(0, count).map((b) => [[...b]]),
    result: null,
  };
  const ctx: Ctx = { s: state, now, events: [], from: null };
  startTurn(ctx, 0);
  return ctx.s;
}

/** Which phases accept which actions (R22 to R43). */
const PHASE_OF: Record<Exclude<Action['type'], 'photo'>, GameState['phase']> = {
  sail: 'turn',
  takeBack: 'turn',
  dock: 'turn',
  battle: 'turn',
  endTurn: 'turn',
  buy: 'buy',
  fight: 'bribe',
  bribe: 'bribe',
  answer: 'answer',
  slip: 'slip',
  take: 'spoils',
  rewatch: 'bake',
  name: 'bake',
};

/** R15 to R21: sails the route, at most once a turn and before acting. */
function sail(ctx: Ctx, seat: number, route: Action & { type: 'sail' }): void {
  must(!ctx.s.sailed, 'already-sailed', 'You have already sailed this turn.');
  const from = ctx.s.captains[seat].pos;
  const move = walkRoute(ctx.s, seat, route.route);
  const track = ctx.s.tracks[seat].length;
  moveShip(ctx, seat, move.swept ? [...move.path, endOf(move, from)] : move.path);
  ctx.s.sailed = true;
  ctx.s.sailedFrom = { pos: [...from] as Square, track };
  ctx.events.push({ type: 'sailed', seat, route: [...route.route], move });
}

/** R15: takes back this turn's sail before acting: the ship returns to where the turn began (its track too) and may sail again. */
function takeBack(ctx: Ctx, seat: number): void {
  const from = ctx.s.sailedFrom;
  must(ctx.s.sailed && from, 'nothing-to-take-back', 'You have not sailed this turn, so there is nothing to take back.');
  const track = ctx.s.tracks[seat];
  const path = track
    .slice(from.track - 1, -1)
    .reverse()
    .map((sq) => [...sq] as Square);
  ownCaptain(ctx, seat).pos = [...from.pos] as Square;
  ownTracks(ctx)[seat] = track.slice(0, from.track);
  ctx.s.sailed = false;
  ctx.s.sailedFrom = null;
  ctx.events.push({ type: 'tookBack', seat, path });
}

/** Hands a checked action to its rule. */
function dispatch(ctx: Ctx, seat: number, action: Action): void {
  const { s } = ctx;
  if (action.type === 'photo') {
    takePhoto(ctx, seat, action.sighting);
    return;
  }
  // if-throw rather than must(): the messages are built only when a rule is broken, not on every step
  if (actorOf(s) !== seat) throw new RuleError('not-your-turn', `It is not your move: the engine waits on seat ${actorOf(s)}.`);
  if (PHASE_OF[action.type] !== s.phase && !(action.type === 'endTurn' && s.phase === 'buy')) throw new RuleError('wrong-phase', `You cannot ${action.type} now (phase ${s.phase}).`);
  if (seat === s.turn && s.captains[seat].missedTurns !== 0) ownCaptain(ctx, seat).missedTurns = 0;
  switch (action.type) {
    case 'sail':
      return sail(ctx, seat, action);
    case 'takeBack':
      return takeBack(ctx, seat);
    case 'dock':
      return dock(ctx, seat);
    case 'buy':
      return buy(ctx, seat);
    case 'battle':
      return battle(ctx, seat, action.target);
    case 'endTurn':
      return s.phase === 'buy' ? passUp(ctx, seat) : finishTurn(ctx, true); // from 'buy' it declines the crate: the act was Dock
    case 'fight':
      return broadsides(ctx);
    case 'bribe':
      return offerBribe(ctx, action.offer);
    case 'answer':
      return answerBribe(ctx, action.accept);
    case 'slip':
      return slip(ctx, action.dir);
    case 'take':
      return takeSpoils(ctx, action.ingredient);
    case 'rewatch':
      return rewatch(ctx, seat);
    case 'name':
      return nameCrates(ctx, seat, action.crates);
  }
}

/** Runs `change` on a copy that shares what it does not change (own.ts); a broken rule leaves the original untouched. */
function attempt(state: GameState, now: number, change: (ctx: Ctx) => void): Result {
  return attemptStep(state, now, stepCopy, change);
}

/** CONTRACT: applies one seat's action at time `now`; never mutates `state`. */
export function applyAction(state: GameState, seat: number, action: Action, now: number): Result {
  const parsed = parseAction(action);
  if (!parsed.ok) return { ok: false, error: { code: 'bad-action', message: parsed.message } };
  const noSeat = seatRefusal(seat, state.captains.length);
  if (noSeat) return noSeat;
  if (state.phase === 'over') return { ok: false, error: { code: 'game-over', message: 'The voyage is over.' } };
  if (!Number.isFinite(now)) return { ok: false, error: { code: 'bad-time', message: 'The time must be a number.' } };
  return attempt(state, now, (ctx) => dispatch(ctx, seat, parsed.action));
}

/** R51: the engine acts for a captain whose timer ran out. */
function timeOut(ctx: Ctx): void {
  const { s } = ctx;
  const seat = actorOf(s)!;
  ctx.events.push({ type: 'timeout', seat, phase: s.phase });
  if (s.phase === 'turn' || s.phase === 'bake') {
    // a captain in 'buy' has already acted by docking
    const captain = ownCaptain(ctx, s.turn);
    captain.missedTurns += 1;
    if (captain.missedTurns >= MISSES_BEFORE_BOT && !captain.auto && captain.bot === null) {
      captain.auto = true;
      ctx.events.push({ type: 'handedToBot', seat: s.turn });
    }
  }
  switch (s.phase) {
    case 'turn':
      return finishTurn(ctx); // End turn, with no sighting photographed
    case 'buy':
      return passUp(ctx, seat); // the crate left, as End turn at the prompt
    case 'bake':
      return namingTimedOut(ctx, s.turn);
    case 'bribe':
      return broadsides(ctx); // the defender fights
    case 'answer':
      return answerBribe(ctx, false); // the attacker says no
    case 'slip':
      return slip(ctx, null); // the defender stays
    case 'spoils':
      return takeSpoils(ctx, s.captains[loserOf(s.battle!)].hold[0]); // the first ingredient in the loser's hold
  }
}

/** CONTRACT: applies everything due by `now`: sightings surfacing and diving (R37), and timeouts (R50, R51). */
export function tick(state: GameState, now: number): Result {
  if (!Number.isFinite(now)) return { ok: false, error: { code: 'bad-time', message: 'The time must be a number.' } };
  const sightingDue = (nextSightingMoment(state) ?? Infinity) <= now;
  const timerDue = state.phase !== 'over' && state.deadline !== null && state.deadline <= now;
  if (!sightingDue && !timerDue) return { ok: true, state, events: [] };
  return attempt(state, now, (ctx) => {
    updateSightings(ctx);
    if (ctx.s.phase !== 'over' && ctx.s.deadline !== null && ctx.s.deadline <= now) timeOut(ctx);
  });
}

/** R50: after a server restart the timers restart fresh: whoever the engine waits on gets a whole timer from `now`. */
export function restartTimers(state: GameState, now: number): Result {
  if (state.phase === 'over') return { ok: true, state, events: [] };
  return attempt(state, now, (ctx) => {
    const { s } = ctx;
    if (s.phase === 'bake' && s.bake) {
      const bake = ownBake(ctx);
      const length = bake.endsAt - bake.startedAt;
      bake.startedAt = now;
      bake.endsAt = now + length;
      s.deadline = s.options.namingMs > 0 ? bake.endsAt + s.options.namingMs : null;
    } else {
      s.deadline = deadlineIn(ctx, s.phase === 'turn' || s.phase === 'buy' ? s.options.turnMs : s.options.decisionMs);
    }
    ctx.events.push({ type: 'timersRestarted', deadline: s.deadline });
  });
}

/** Seat facts the rules do not decide but the room does: a person took a bot's seat, a connection dropped, a captain returned (R51). */
export type SeatPatch = Partial<{ name: string; bot: GameState['captains'][number]['bot']; connected: boolean; auto: boolean }>;

/** Updates who sits in a seat; play itself is unchanged. */
export function updateSeat(state: GameState, seat: number, patch: SeatPatch): Result {
  const noSeat = seatRefusal(seat, state.captains.length);
  if (noSeat) return noSeat;
  return attempt(state, 0, (ctx) => {
    const captain = ownCaptain(ctx, seat);
    if (patch.name !== undefined) captain.name = patch.name;
    if (patch.bot !== undefined) captain.bot = patch.bot;
    if (patch.connected !== undefined) captain.connected = patch.connected;
    if (patch.auto !== undefined) {
      captain.auto = patch.auto;
      if (!patch.auto) captain.missedTurns = 0;
    }
    ctx.events.push({ type: 'seatUpdated', seat });
  });
}
