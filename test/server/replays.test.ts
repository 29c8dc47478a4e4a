// Issue 31: finished games keep their result, list newest first and replay from their log. Twenty test-seed games of each
// game, bots only, are written straight to a store (test/server/finishedGames.ts); the server then serves their list and
// replays, whose final spectator view must be the one the game ended with, exactly, and whose seek views must be the live
// ones. A replay carries no seat token, seed or stream; a game under way has none (404); a game this build can no longer
// replay keeps its stored winners and says why (410), never a 500.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TABLES } from '../../server/games/tables';
import type { AnyTableGame } from '../../server/table/tableGame';
import { VoyageStore } from '../../server/store/VoyageStore';
import type { FinishedPage, Replay, ReplayUnavailable } from '../../shared/table/replay';
import type { VoyageSummary } from '../../shared/table/voyageSummary';
import { keyForms, streamSecret } from '../streamSecrets';
import { playStoredGame, type PlayedGame } from './finishedGames';
import { Captain } from './captain';
import { TIMERS_OFF, leaveAll, startTestServer, until, type TestServer } from './harness';
import type { Room } from 'colyseus.js';
import { NUMBERS_EDITION } from '../../shared/merchant/numbers';
import { CODE_ALPHABET } from '../../shared/table/roomCode';
import { applyViewPatch } from '../../shared/table/viewPatch';

const GAMES = 20;

/** A test game's code: the game's letter, then its number in the codes' letters. */
function codeOf(game: string, i: number): string {
  const letter = (n: number) => CODE_ALPHABET[n % CODE_ALPHABET.length];
  return `${game[0].toUpperCase()}R${letter(Math.floor(i / CODE_ALPHABET.length))}${letter(i)}Z`;
}

type Played = PlayedGame & { table: AnyTableGame; seed: string; count: number };

describe('finished games, their list and their replays (issue 31)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replays-'));
  const played: Played[] = [];
  const spares: Played[] = []; // asked for only once re-tuned: an answer, once made, is cached
  const leftAfterEnd: (Played & { steps: number })[] = []; // games whose log goes on past their end (`steps`: the game's own)
  let server: TestServer;
  const rooms: Room[] = [];
  const http = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
  const replayOf = async (code: string) => (await http(`/api/voyages/${code}/replay`)).json() as Promise<Replay>;

  beforeAll(async () => {
    const store = new VoyageStore(dataDir);
    try {
      for (const key of ['pastry', 'merchant'] as const) {
        const table = TABLES.get(key);
        const { min, max } = table.module.seats;
        for (let i = 0; i < GAMES; i++) {
          const count = min + (i % (max - min + 1)); // 2 to 6 captains, 2 to 4 merchants
          const seed = `replay-${key}-${i}`;
          played.push({ ...playStoredGame(store, table, codeOf(key, i), seed, { count }), table, seed, count });
        }
      }
      for (const [i, key] of (['pastry', 'merchant'] as const).entries()) {
        // A room logs a seat's connection after the end too: its player left the end screen. The Merchant game finished as
        // games did before results were stored, so the server recovers its result from the log at start-up.
        const table = TABLES.get(key);
        const seed = `replay-${key}-left`;
        const game = playStoredGame(store, table, codeOf(key, 98 - i), seed, { count: 3, older: key === 'merchant' });
        const steps = store.load(game.code)!.log.length;
        store.append(game.code, steps, { kind: 'seat', seat: 0, patch: { connected: false } });
        leftAfterEnd.push({ ...game, table, seed, count: 3, steps });
      }
      for (const [key, count] of [
        ['merchant', 4],
        ['pastry', 5],
      ] as const) {
        const table = TABLES.get(key);
        const seed = `replay-${key}-spare`;
        spares.push({ ...playStoredGame(store, table, codeOf(key, 99), seed, { count }), table, seed, count });
      }
    } finally {
      store.close();
    }
    server = await startTestServer({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await leaveAll(rooms);
    await server?.stop();
  });

  it('a replay reproduces its final spectator view exactly, with the live view at the start of every day or round, for 20 seeds of each game', async () => {
    for (const game of played) {
      const { module } = game.table;
      expect(module.isOver(game.final), game.code).toBe(true);
      const replay = await replayOf(game.code);
      expect(replay.final, game.code).toEqual(module.viewFor(game.final, null));
      expect(replay.seeks.map((s) => s.round)).toEqual([...game.roundViews.keys()]);
      for (const seek of replay.seeks) expect(seek.view, `${game.code} round ${seek.round}`).toEqual(game.roundViews.get(seek.round));
      const { winners, days } = game.table.summary(game.final);
      expect(replay).toMatchObject({ code: game.code, game: module.key, title: module.title, winners, [`${module.words.round}s`]: days });
      expect(replay.seats).toHaveLength(game.count);
      expect(replay.seats[0]).toEqual({ name: 'Newcomer', bot: null }); // a person took over seat 0
      expect(replay.seats.slice(1).every((s) => s.bot !== null)).toBe(true);
      expect(replay.steps.flatMap((s) => s.events).every((e) => typeof e.ms === 'number')).toBe(true);
      expect(replay.steps.flatMap((s) => s.events).some((e) => e.ms > 0)).toBe(true);
    }
    const counts = (key: string) => new Set(played.filter((g) => g.table.module.key === key).map((g) => g.count));
    expect([...counts('pastry')].sort()).toEqual([2, 3, 4, 5, 6]);
    expect([...counts('merchant')].sort()).toEqual([2, 3, 4]);
  });

  it('a game whose player left its end screen replays to the end it had: a step logged after the end is not part of the game', async () => {
    for (const game of leftAfterEnd) {
      const { module } = game.table;
      const response = await http(`/api/voyages/${game.code}/replay`);
      expect(response.status, game.code).toBe(200);
      const replay = (await response.json()) as Replay;
      expect(replay.final, game.code).toEqual(module.viewFor(game.final, null)); // seat 0 still connected, as it ended
      expect(replay.steps).toHaveLength(game.steps);
    }
  });

  it("every step's patch takes the view before it to the view after it: from the start, the patches reach every stored view and the final one exactly", async () => {
    for (const game of played) {
      const replay = await replayOf(game.code);
      const atStep = new Map(replay.seeks.map((seek) => [seek.step, seek.view]));
      let view = replay.seeks[0].view;
      replay.steps.forEach((step, n) => {
        view = applyViewPatch(view, step.patch);
        if (atStep.has(n + 1)) expect(view, `${game.code} step ${n + 1}`).toEqual(atStep.get(n + 1));
      });
      expect(view, game.code).toEqual(replay.final);
      expect(replay.steps.some((step) => step.patch.length > 0)).toBe(true);
    }
  });

  it('a replay holds no seat token, no seed and no random stream; the end may reveal the recipes', async () => {
    for (const game of played) {
      const response = await http(`/api/voyages/${game.code}/replay`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const start = game.table.module.createVoyage({ seed: game.seed, captains: [{ name: 'a' }, { name: 'b' }] }) as { rng: never };
      const final = game.final as { rng: never };
      const secrets = [game.seed, game.seatToken, streamSecret(start.rng), streamSecret(final.rng), ...keyForms(start.rng)];
      for (const secret of secrets) expect(text.includes(secret), `${game.code} leaks ${secret}`).toBe(false);
      expect(text).not.toMatch(/"(seed|rng|seatToken|stream)"\s*:/);
    }
    const pastry = await replayOf(played[0].code);
    expect((pastry.revealed as { recipes: unknown[] }).recipes).toHaveLength(played[0].count);
  });

  it('is served gzipped to a client that takes it, within the bound of its cache', async () => {
    const response = await http(`/api/voyages/${played[1].code}/replay`, { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toMatchObject({ code: played[1].code });
    const plain = await http(`/api/voyages/${played[1].code}/replay`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toMatchObject({ code: played[1].code });
  });

  it('lists finished games newest first with their seats, winners and length, paged by limit and before; bad input is a 400', async () => {
    const seen: FinishedPage['voyages'] = [];
    let before: number | null = null;
    do {
      const page = (await (await http(`/api/voyages?finished=1&limit=7${before ? `&before=${before}` : ''}`)).json()) as FinishedPage;
      expect(page.voyages.length).toBeLessThanOrEqual(7);
      seen.push(...page.voyages);
      before = page.next;
    } while (before !== null);
    expect(seen.map((v) => v.code)).toEqual([...played, ...leftAfterEnd, ...spares].map((g) => g.code).reverse()); // newest first, each once
    const times = seen.map((v) => v.finishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    for (const game of played) {
      const listed = seen.find((v) => v.code === game.code)!;
      const { winners, days } = game.table.summary(game.final);
      expect(listed).toMatchObject({ game: game.table.module.key, title: game.table.module.title, winners, [`${game.table.module.words.round}s`]: days });
      expect(listed.seats).toEqual(game.table.module.seatsOf(game.final).map((s: { name: string; bot: unknown }) => ({ name: s.name, bot: s.bot })));
    }
    const first = (await (await http('/api/voyages?finished=1&limit=1')).json()) as FinishedPage;
    expect(first.voyages.map((v) => v.code)).toEqual([spares.at(-1)!.code]);
    for (const bad of ['', '?finished=0', '?finished=1&limit=0', '?finished=1&limit=101', '?finished=1&limit=ten', '?finished=1&before=-3', '?finished=1&before=soon']) {
      const response = await http(`/api/voyages${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { error: string }).error, bad).toMatch(/\w/);
    }
  });

  it('an unknown code, or a game under way, is a 404 with a JSON error; a code that is not 5 letters is a 400', async () => {
    const person = new Captain(await server.client().create('voyage', { name: 'Una', captains: 3, pace: 0, seed: 'replay-running', timers: TIMERS_OFF }), () => null);
    rooms.push(person.room);
    await until(() => person.inbox.welcome !== null, 5000, 'the welcome');
    person.room.send('start');
    await until(() => person.seat !== null, 20_000, 'the voyage to start');
    for (const code of [person.room.roomId, 'QQQQQ']) {
      const response = await http(`/api/voyages/${code}/replay`);
      expect(response.status, code).toBe(404);
      expect(((await response.json()) as { error: string }).error, code).toMatch(code === 'QQQQQ' ? /No game QQQQQ/ : /under way/);
    }
    expect((await http('/api/voyages/Q1/replay')).status).toBe(400);
  });

  it('a Merchant game finished under other numbers keeps its stored winners, and its replay says why it is unavailable, never a 500', async () => {
    const game = spares[0];
    const stored = game.table.summary(game.final);
    expect(stored.winners.length).toBeGreaterThan(0);
    rewriteSetup(dataDir, game.code, (setup) => {
      setup.edition = 'a1b2c3d4'; // dealt under numbers since re-tuned
      setup.seed = `${setup.seed}-retuned`; // which would deal another game today
    });
    const summary = (await (await http(`/api/voyages/${game.code}`)).json()) as Extract<VoyageSummary, { status: 'over' }>;
    expect(summary.winners).toEqual(stored.winners.map((seat) => summary.captains[seat]));
    expect(summary).toMatchObject({ status: 'over', game: 'merchant', rounds: stored.days });
    const response = await http(`/api/voyages/${game.code}/replay`);
    expect(response.status).toBe(410);
    const unavailable = (await response.json()) as ReplayUnavailable;
    expect(unavailable.unavailable).toBe('edition');
    expect(unavailable.error).toContain(`dealt under other numbers (edition a1b2c3d4 ≠ ${NUMBERS_EDITION})`);
    expect(unavailable.voyage?.winners).toEqual(stored.winners);
  });

  it('a game whose log no longer replays to its stored end keeps its stored winners and says so, never a 500', async () => {
    const game = spares[1];
    const stored = game.table.summary(game.final);
    rewriteSetup(dataDir, game.code, (setup) => {
      setup.seed = `${setup.seed}-retuned`; // today's engine deals another game from the same log
    });
    const summary = (await (await http(`/api/voyages/${game.code}`)).json()) as Extract<VoyageSummary, { status: 'over' }>;
    expect(summary.winners).toEqual(stored.winners.map((seat) => summary.captains[seat]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await http(`/api/voyages/${game.code}/replay`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as ReplayUnavailable).unavailable).toBe('engine');
    expect(warn).toHaveBeenCalledWith(`${game.code}: its replay failed:`, expect.any(Error));
    warn.mockRestore();
  });
});

/** Rewrites a stored setup in place, as older numbers (or an older engine) would have dealt it. */
function rewriteSetup(dataDir: string, code: string, change: (setup: Record<string, unknown>) => void): void {
  const db = new Database(join(dataDir, 'voyages.sqlite'));
  try {
    const setup = JSON.parse((db.prepare('SELECT setup FROM voyages WHERE code = ?').get(code) as { setup: string }).setup);
    change(setup);
    db.prepare('UPDATE voyages SET setup = ? WHERE code = ?').run(JSON.stringify(setup), code);
  } finally {
    db.close();
  }
}
