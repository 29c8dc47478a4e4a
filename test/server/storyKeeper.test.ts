// A table room holds its story so far only while someone reads it: told again from the voyage's log when asked for, then
// followed step by step, and dropped a while after its last reader. Whichever way it was come by, it tells the same story,
// and never an event its patch has not carried yet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { games } from '../../shared/games';
import { VoyageStore } from '../../server/store/VoyageStore';
import { GameClock } from '../../server/table/gameClock';
import { STORY_HELD_MS, StoryKeeper } from '../../server/table/storyKeeper';
import type { TableCore } from '../../server/table/tableCore';
import { Voyage } from '../../server/table/Voyage';
import { toWallTimes } from '../../server/table/wallTimes';

const CODE = 'STORY';
const game = games.pastry;
let dir = '';
let store: VoyageStore | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A table's shared facts as the keeper reads them: a Pastry voyage of two people on a stored log, on a clock that never holds. */
function table(): { core: TableCore; step: (keeper: StoryKeeper) => number } {
  dir = mkdtempSync(join(tmpdir(), 'story-keeper-'));
  store = new VoyageStore(dir);
  const voyage = Voyage.begin(store, CODE, game, { seed: 'keeper', captains: [{ name: 'Ann' }, { name: 'Bo' }], now: 0 }, {});
  const gameClock = new GameClock(Date.now(), 0);
  const core = { voyage, game, gameClock, context: { store }, room: { roomId: CODE }, settings: { pace: 1 }, seating: { slots: [{ token: 'ann' }, { token: 'bo' }] } };
  let now = 0;
  /** One person's move, published as the step pipeline does; returns how many events it told. */
  const step = (keeper: StoryKeeper) => {
    now += 500;
    const seat = [0, 1].find((s) => game.legalActions(voyage.state, s).length > 0) ?? 0;
    const legal = game.legalActions(voyage.state, seat).filter((a) => a.type !== 'photo');
    const result = voyage.apply({ kind: 'action', seat, action: legal[now % legal.length], now });
    const events = result.ok ? result.applied.events : [];
    const wallOffset = gameClock.wallAt(0, Date.now());
    keeper.published(events.map((e) => ({ ...toWallTimes(e, (t) => t + wallOffset), ms: Math.round(game.animationMs(e)) })));
    return events.length;
  };
  return { core: core as unknown as TableCore, step };
}

describe('the story so far, held while read', () => {
  it('followed step by step while held, it is the story the log tells again', () => {
    const { core, step } = table();
    const keeper = new StoryKeeper(core);
    for (let i = 0; i < 30; i++) step(keeper);
    keeper.sent();
    expect(keeper.story().events.length).toBeGreaterThan(10); // told from the log: nobody had read it
    for (let i = 0; i < 30; i++) step(keeper);
    keeper.sent();
    const followed = keeper.story().toldTo('ann');
    expect(followed).toEqual(new StoryKeeper(core).story().toldTo('ann'));
    expect(followed.eras.some((era) => era.mine)).toBe(true);
  });

  it('leaves out the events its patch has not carried yet, however it was come by', () => {
    const { core, step } = table();
    const keeper = new StoryKeeper(core);
    for (let i = 0; i < 10; i++) step(keeper);
    keeper.sent();
    const before = keeper.story().events.length;
    let told = 0;
    while (!told) told = step(keeper); // held: followed live
    expect(keeper.story().toldTo(null).events).toHaveLength(before);
    const rebuilt = new StoryKeeper(core);
    rebuilt.published(new Array(told).fill({ type: 'unsent', ms: 0 })); // the same step, not patched yet
    expect(rebuilt.story().toldTo(null).events).toHaveLength(before);
    keeper.sent();
    rebuilt.sent();
    expect(keeper.story().toldTo(null).events).toHaveLength(before + told);
    expect(rebuilt.story().toldTo(null).events).toHaveLength(before + told);
  });

  it('is dropped a while after its last reader, and told again from the log when asked for', () => {
    const { core, step } = table();
    const keeper = new StoryKeeper(core);
    step(keeper);
    const held = keeper.story();
    step(keeper);
    expect(keeper.story()).toBe(held);
    const later = Date.now() + STORY_HELD_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    step(keeper);
    keeper.sent();
    const told = keeper.story();
    expect(told).not.toBe(held);
    expect(told.toldTo(null)).toEqual(new StoryKeeper(core).story().toldTo(null));
  });
});
