// One contract every game module passes (docs/rules/ARCHITECTURE.md): what a table room, replays and bots rely on, asked of each game
// through the registry alone. A third game joins by adding a line to GAMES (the fixture Race to 40 shows it).
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import type { AnyGameModule } from '../../shared/table/gameModule';
import { scrambleSecrets } from '../engine/secrets';
import { scrambleMerchantSecrets } from '../merchant/secrets';
import { playBotGame } from './botGame';
import { TABLES } from '../../server/games/tables';
import type { AnyTableGame } from '../../server/table/tableGame';
import type { ToJSON } from '@colyseus/schema';
import { seedStream } from '../../shared/random';
import { MAX_SEATS, MIN_SEATS } from '../../shared/table/limits';
import { raceGame } from '../fixtures/race/shared/game';
import type { RaceState } from '../fixtures/race/shared/engine';
import { raceTable } from '../fixtures/race/server/table';
import type { RaceTableState } from '../fixtures/race/server/schema';
import { fromRaceMirror } from '../fixtures/race/client/fromMirror';
import { toPlayerView, type RoomJson } from '../../client/games/pastry/toView';
import { fromMerchantMirror, type MerchantMirrorJson } from '../../client/games/merchant/fromMirror';

/**
 * Each game, with its table, the test's way to change everything a given viewer must not learn, and the client's way back
 * from its room state's JSON. The third, Race to 40 (test/fixtures/race/), is registered only here and in the tests.
 */
const GAMES: { module: AnyGameModule; table: AnyTableGame; scramble: (state: never, viewer: number | null) => unknown; fromJson: (json: unknown) => unknown }[] = [
  { module: games.pastry, table: TABLES.get('pastry'), scramble: scrambleSecrets, fromJson: (json) => toPlayerView(json as RoomJson, null, null) },
  { module: games.merchant, table: TABLES.get('merchant'), scramble: scrambleMerchantSecrets, fromJson: (json) => fromMerchantMirror((json as { view: MerchantMirrorJson }).view, null) },
  {
    module: raceGame,
    table: raceTable,
    scramble: (state: RaceState) => ({ ...state, rng: seedStream(`${state.seed}:scrambled`) }),
    fromJson: (json) => fromRaceMirror(json as ToJSON<RaceTableState>),
  },
];

describe.each(GAMES)('the $module.key module', ({ module, table, scramble, fromJson }) => {
  const game = playBotGame(module, `contract-${module.key}`, module.seats.max);
  const sample = game.steps.filter((_, i) => i % 7 === 0);

  it('plays a whole bot game to its end, every bot action among the legal ones', () => {
    expect(module.viewFor(game.final, null).phase).toBe('over');
    expect(module.isOver(game.final)).toBe(true);
    expect(game.steps.some((s) => module.isOver(s.before))).toBe(false);
    expect(game.steps.length).toBeGreaterThan(20);
    for (const step of sample) expect(module.legalActions(step.before, step.seat)).toContainEqual(step.action);
  });

  it("deals the seats its facts say (about.ts, written once), within every table's bounds, and no other count", () => {
    const { min, max } = module.seats;
    expect(min).toBeGreaterThanOrEqual(MIN_SEATS);
    expect(max).toBeLessThanOrEqual(MAX_SEATS);
    const deal = (count: number) => () => module.createVoyage({ seed: 'seats', captains: Array.from({ length: count }, (_, i) => ({ name: `Bot ${i}`, bot: 'easy' as const })), options: {}, now: 0 });
    for (const count of [min, max]) expect(deal(count)).not.toThrow();
    for (const count of [min - 1, max + 1]) expect(deal(count)).toThrow();
  });

  it("is mirrored into its table's Schema state, whose JSON the client turns back into the spectator view, at every step", () => {
    const followed = new table.State();
    for (const state of [...game.steps.map((s) => s.before), game.final]) {
      const view = module.viewFor(state, null);
      table.mirror(followed, view, (t) => t);
      expect(fromJson(followed.toJSON())).toEqual(view);
    }
  });

  it('mirrored step after step while the wall clock moves (a held clock), its Schema state equals one mirrored afresh from that step alone', () => {
    const followed = new table.State();
    [...game.steps.map((s) => s.before), game.final].forEach((state, i) => {
      const view = module.viewFor(state, null);
      const wall = (t: number) => t + 1000 * Math.floor(i / 3); // the clock moves every third step
      table.mirror(followed, view, wall);
      const fresh = new table.State();
      table.mirror(fresh, view, wall);
      expect(followed.toJSON()).toEqual(fresh.toJSON());
    });
  });

  it('is deterministic: the same seed and the same moves make deep-equal states and events', () => {
    const again = playBotGame(module, `contract-${module.key}`, module.seats.max);
    expect(again.final).toEqual(game.final);
    expect(again.steps.map((s) => s.events)).toEqual(game.steps.map((s) => s.events));
  });

  it('keeps its state plain JSON: a state read back from JSON plays on exactly the same', () => {
    for (const step of sample) {
      const copy = JSON.parse(JSON.stringify(step.before));
      expect(copy).toEqual(step.before);
      expect(module.applyAction(copy, step.seat, step.action, step.now)).toEqual(module.applyAction(step.before, step.seat, step.action, step.now));
    }
  });

  it('never changes the state it is given, and a refused action changes nothing', () => {
    for (const step of sample) {
      const before = JSON.stringify(step.before);
      module.applyAction(step.before, step.seat, step.action, step.now);
      module.tick(step.before, step.now + 60_000);
      const refused = module.applyAction(step.before, step.seat, { type: 'no-such-move' }, step.now);
      expect(refused.ok).toBe(false);
      const other = (step.seat + 1) % module.seats.max;
      const wrongSeat = module.applyAction(step.before, other, step.action, step.now);
      if (!module.legalActions(step.before, other).some((a: unknown) => JSON.stringify(a) === JSON.stringify(step.action))) expect(wrongSeat.ok).toBe(false);
      expect(JSON.stringify(step.before)).toBe(before);
    }
  });

  it('parses every legal action once at the door, and answers junk with a message', () => {
    for (const step of sample) {
      for (const action of module.legalActions(step.before, step.seat)) expect(module.parseAction(JSON.parse(JSON.stringify(action)))).toEqual({ ok: true, action });
    }
    for (const junk of [null, 7, 'sail', {}, { type: 'sail', route: 'N'.repeat(5000) }, { type: 'load', ship: -1, extra: true }]) {
      const parsed = module.parseAction(junk);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/^Not an action/);
    }
  });

  it('hides every secret: each seat and a spectator see, and each bot decides, the same when what they must not learn changes', () => {
    let compared = 0;
    for (const step of sample) {
      for (const viewer of [null, ...module.seatsOf(step.before).map((_, seat) => seat)]) {
        const scrambled = scramble(step.before as never, viewer);
        expect(JSON.stringify(scrambled)).not.toBe(JSON.stringify(step.before)); // the scrambler did change a secret
        expect(module.viewFor(scrambled, viewer)).toEqual(module.viewFor(step.before, viewer));
        if (viewer !== null) expect(module.privateOf(scrambled, viewer)).toEqual(module.privateOf(step.before, viewer)); // a seat's own bits only
        compared++;
      }
      const seed = `secret:${step.now}`;
      const seen = module.viewFor(step.before, step.seat);
      const legal = module.legalActions(step.before, step.seat);
      const hidden = scramble(step.before as never, step.seat);
      expect(module.botAction(module.viewFor(hidden, step.seat), module.legalActions(hidden, step.seat), 'hard', seed)).toEqual(module.botAction(seen, legal, 'hard', seed));
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('updates who sits in a seat without changing play, and refuses a seat that is not at the table', () => {
    const state = game.steps[3].before;
    const result = module.updateSeat(state, 1, { name: 'Jo', bot: null, connected: false });
    if (!result.ok) throw new Error(result.error.message);
    expect(module.seatsOf(result.state)[1]).toMatchObject({ name: 'Jo', bot: null, connected: false });
    expect(module.legalActions(result.state, game.steps[3].seat)).toEqual(module.legalActions(state, game.steps[3].seat));
    expect(module.seatsOf(state)[1].name).not.toBe('Jo');
    const nobody = module.updateSeat(state, module.seats.max, { name: 'Nobody' });
    expect(nobody.ok ? 'ok' : nobody.error.code).toBe('bad-seat');
  });

  it('restarts no timers once the game is over', () => {
    const result = module.restartTimers(game.final, 1e9);
    expect(result).toEqual({ ok: true, state: game.final, events: [] });
  });

  it('gives every event of a game a showing time, whole milliseconds of at most a few seconds', () => {
    const times = game.steps.flatMap((s) => s.events.map((e) => module.animationMs(e)));
    expect(times.every((ms) => Number.isInteger(ms) && ms >= 0 && ms <= 10_000)).toBe(true);
    expect(times.some((ms) => ms > 0)).toBe(true);
  });

  it('seeds a bot by the point of play: the same state the same point, a later move another', () => {
    const points = game.steps.map((s) => module.botPoint(s.before));
    expect(module.botPoint(JSON.parse(JSON.stringify(game.steps[5].before)))).toBe(points[5]);
    expect(new Set(points).size).toBeGreaterThan(game.steps.length / 4);
  });
});
