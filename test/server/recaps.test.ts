// Issue 31's catch-up recap: a game under way's previous full day (or round), built from its log through the viewer's own
// view. It covers exactly that day's steps; every view in it is what its viewer saw at the time and does not change when
// everything that viewer must not learn changes (the contract suite's scramblers, R52, M41); it holds no seed, stream or
// seat token; a seat's recap needs that seat's token. The HTTP route answers the same, gzipped, and refuses what it must.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentRecaps, recapAnswer } from '../../server/api/recapRoute';
import { TABLES } from '../../server/games/tables';
import { replayVoyage } from '../../server/store/replay';
import { VoyageStore } from '../../server/store/VoyageStore';
import type { AnyTableGame } from '../../server/table/tableGame';
import { SEAT_TOKEN_HEADER, type Recap } from '../../shared/table/replay';
import { applyViewPatch } from '../../shared/table/viewPatch';
import { scrambleSecrets } from '../engine/secrets';
import { scrambleMerchantSecrets } from '../merchant/secrets';
import { keyForms, streamSecret } from '../streamSecrets';
import { playStoredGame, type PlayedGame } from './finishedGames';
import { TIMERS_OFF, listen, stateJson, until, useTestServer, type Inbox } from './harness';

/** Each game, with the contract suite's way to change every secret a viewer must not learn. */
const GAMES = [
  { key: 'pastry', code: 'PRCAP', count: 4, scramble: (state: unknown, viewer: number | null) => scrambleSecrets(state as never, viewer) },
  { key: 'merchant', code: 'MRCAP', count: 4, scramble: (state: unknown) => scrambleMerchantSecrets(state as never) },
] as const;

/** Stops a game a few steps into its third day (or round): days 2 is its previous full one. */
function intoRoundThree(table: AnyTableGame): (state: unknown) => boolean {
  let after = 0;
  return (state) => table.summary(state).days >= 3 && ++after > 6;
}

/** Every state of a stored game's log, after each step (index 0: the start), with the round it stands in. */
function statesOf(store: VoyageStore, table: AnyTableGame, code: string): { state: unknown; round: number }[] {
  const stored = store.load(code)!;
  const out: { state: unknown; round: number }[] = [];
  replayVoyage(stored.setup, stored.log, table.module, {
    start: (state) => out.push({ state, round: table.summary(state).days }),
    step: ({ state }) => out.push({ state, round: table.summary(state).days }),
  });
  return out;
}

describe.each(GAMES)('a $key recap (issue 31)', ({ key, code, count, scramble }) => {
  const table = TABLES.get(key);
  const dataDir = mkdtempSync(join(tmpdir(), 'recaps-'));
  let store: VoyageStore;
  let game: PlayedGame;
  const seed = `recap-${key}`;
  beforeAll(() => {
    store = new VoyageStore(dataDir);
    game = playStoredGame(store, table, code, seed, { count, stopWhen: intoRoundThree(table) });
  });
  afterAll(() => {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The recap a viewer gets, with each of its views (the day's opening one, then one after each step). */
  const recapFor = (token?: string) => {
    const answer = recapAnswer(store, TABLES, code, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const recap = answer.body as Recap;
    const views = [recap.seeks[0].view];
    for (const step of recap.steps) views.push(applyViewPatch(views.at(-1), step.patch));
    return { recap, views, text: JSON.stringify(recap) };
  };

  it('covers exactly the previous full day or round, each view the one its viewer had then, unchanged by every secret it must not learn', () => {
    const states = statesOf(store, table, code);
    const first = states.findIndex((s) => s.round === 2);
    const next = states.findIndex((s) => s.round === 3);
    expect(first).toBeGreaterThan(0);
    for (const [viewer, token] of [
      [null, undefined],
      [0, game.seatToken],
    ] as const) {
      const { recap, views } = recapFor(token);
      expect(recap.round).toBe(2);
      expect(recap.seat).toBe(viewer);
      expect(recap.steps).toHaveLength(next - first); // the steps from the one after day 2 opened to the one that opened day 3
      expect(views.at(-1)).toEqual(recap.final);
      views.forEach((view, n) => {
        const { state } = states[first + n];
        expect(view).toEqual(table.module.viewFor(state, viewer));
        expect(view).toEqual(table.module.viewFor(scramble(state, viewer), viewer)); // nothing that viewer must not learn
      });
      expect(recap.steps[0].now).toBeGreaterThanOrEqual(recap.setup.startedAt);
    }
  });

  it('holds no seed, stream or seat token, and a spectator sees no seat’s own secret', () => {
    const states = statesOf(store, table, code);
    const rng = (states[0].state as { rng: never }).rng;
    const finalRng = (states.at(-1)!.state as { rng: never }).rng;
    for (const token of [undefined, game.seatToken]) {
      const { text } = recapFor(token);
      for (const secret of [seed, game.seatToken, streamSecret(rng), streamSecret(finalRng), ...keyForms(rng)]) expect(text.includes(secret), `leaks ${secret}`).toBe(false);
      expect(text).not.toMatch(/"(seed|rng|seatToken|stream)"\s*:/);
    }
    if (key !== 'pastry') return;
    const seen = (view: unknown) => (view as { captains: { recipe: unknown; ovensLit: boolean }[] }).captains[0];
    const spectator = recapFor().views.map(seen);
    const own = recapFor(game.seatToken).views.map(seen);
    expect(spectator.filter((c) => !c.ovensLit).every((c) => c.recipe === null)).toBe(true); // R52: a hidden recipe
    expect(own.every((c) => c.recipe !== null)).toBe(true); // the seat's own, in its own recap
  });

  it("gives a seat's recap only for that seat's token, and nothing while the first day is under way or once the game is over", () => {
    expect(recapAnswer(store, TABLES, code, 'not-a-token').status).toBe(403);
    expect(recapAnswer(store, TABLES, code, '').status).toBe(400);
    expect(recapAnswer(store, TABLES, code, 'x'.repeat(500)).status).toBe(400);
    expect(recapAnswer(store, TABLES, 'nope', undefined).status).toBe(400);
    expect(recapAnswer(store, TABLES, 'QQQQQ', undefined).status).toBe(404);
    const over = playStoredGame(store, table, `${code[0]}ENDS`, `${seed}-over`, { count });
    expect(table.module.isOver(over.final)).toBe(true);
    const fresh = playStoredGame(store, table, `${code[0]}FRSH`, `${seed}-fresh`, { count: 2, stopWhen: () => true });
    const answer = recapAnswer(store, TABLES, fresh.code, undefined);
    expect(answer.status).toBe(200); // nothing yet is no error: a page asks as it joins, and a 4xx would show in its console
    expect((answer.body as { none: string }).none).toMatch(/still under way/);
    expect(recapAnswer(store, TABLES, over.code, over.seatToken).status).toBe(404); // over: no recap (its replay tells it all)
  });

  it('builds a viewer’s recap once per step: asked again before the log grows, it is the same one; after, a new one', () => {
    const recent = new RecentRecaps();
    const first = recapAnswer(store, TABLES, code, game.seatToken, recent).body;
    expect(recapAnswer(store, TABLES, code, game.seatToken, recent).body).toBe(first);
    const spectator = recapAnswer(store, TABLES, code, undefined, recent).body;
    expect(spectator).not.toBe(first);
    expect(recent.size).toBe(2);
    const n = store.load(code)!.log.length;
    store.append(code, n, { kind: 'seat', seat: 1, patch: { connected: false } });
    const after = recapAnswer(store, TABLES, code, game.seatToken, recent).body;
    expect(after).not.toBe(first);
    expect(after).toEqual(first); // the same day still: a seat's connection opens no new one
  });

  it('refuses a spectator the recap of a game streamed behind (its audience watches through the delayed feed)', () => {
    const streamed = playStoredGame(store, table, `${code[0]}STRM`, `${seed}-streamed`, { count, stopWhen: intoRoundThree(table), room: { castDelay: 30 } });
    const spectator = recapAnswer(store, TABLES, streamed.code, undefined);
    expect(spectator.status).toBe(200); // no recap, and no error in the page's console
    expect((spectator.body as { none: string }).none).toMatch(/streamed 30 s behind/);
    expect(recapAnswer(store, TABLES, streamed.code, streamed.seatToken).status).toBe(200);
  });
});

describe('GET /api/voyages/CODE/recap (issue 31)', () => {
  const { server, rooms } = useTestServer();

  it("answers a spectator's recap and, for its token's header, a seat's, gzipped and never cached; a wrong token gets nothing", async () => {
    const room = await server()
      .client()
      .create('voyage', { name: 'Anne', captains: 3, bots: 'normal', pace: 0, seed: 'recap-http', timers: TIMERS_OFF, private: true, prelude: { steps: 3000, until: 'dawn' } });
    rooms.push(room);
    const inbox: Inbox = listen(room);
    room.send('start');
    await until(() => inbox.welcome?.seat != null && stateJson(room).view?.day === 2, 20_000, 'day 2');
    const seat = inbox.welcome!.seat!;
    const token = inbox.welcome!.seatToken!;
    const ask = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server().port}/api/voyages/${room.roomId}/recap`, { headers });
    const spectator = await ask({ 'accept-encoding': 'gzip' });
    expect(spectator.status).toBe(200);
    expect(spectator.headers.get('content-encoding')).toBe('gzip');
    expect(spectator.headers.get('cache-control')).toBe('no-store');
    const seen = (await spectator.json()) as Recap<{ captains: { recipe: unknown }[] }>;
    expect([seen.round, seen.seat]).toEqual([1, null]);
    expect(seen.seeks[0].view.captains[seat].recipe).toBeNull();
    const own = (await (await ask({ [SEAT_TOKEN_HEADER]: token })).json()) as Recap<{ captains: { recipe: unknown }[] }>;
    expect([own.round, own.seat]).toEqual([1, seat]);
    expect(own.seeks[0].view.captains[seat].recipe).not.toBeNull();
    expect((await ask({ [SEAT_TOKEN_HEADER]: `${token}x` })).status).toBe(403);
  }, 60_000);
});
