// Persistence: a server process killed with SIGKILL halfway through a voyage reopens it under the same code with
// the same state, and the captain reclaims the seat by seat token and sails on to the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Captain, playLikeABot } from './captain';
import { startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, brokenInvariants, pause, stateJson, until, type StateJson } from './harness';

/** The longest a sighting can take from the turn that starts it (R37 with sightingMs 500: surfaces within 2.5 s, up 0.5 s). */
const SIGHTINGS_SETTLE_MS = 3_300;

/** The state without what legitimately restarts with a new process: wall-clock times (R50 timers restart fresh) and who is connected. */
function durable(state: StateJson): unknown {
  const copy = JSON.parse(JSON.stringify(state));
  delete copy.step; // seats reconnecting after the restart are steps of their own
  const view = copy.view;
  delete view.deadline;
  for (const c of view.captains) delete c.connected;
  for (const s of view.sightings) delete s.until;
  if (view.bake) {
    delete view.bake.startedAt;
    delete view.bake.endsAt;
  }
  return copy;
}

describe('restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-restart-'));
  const servers: ChildServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reopens a voyage killed with SIGKILL under its code, with the same state, and its captain plays on by seat token', async () => {
    const env = { DATA_DIR: dataDir, PASTRY_TEST_SEEDS: '1' };
    const first = await startChildServer(env);
    servers.push(first);
    const HALFWAY = 5;
    const pat = new Captain(await first.client().create('voyage', { name: 'Pat', captains: 4, pace: 0, seed: 'restart-1', timers: { ...TIMERS_OFF, sightingMs: 500 } }), (view, legal) =>
      view.day >= HALFWAY ? null : playLikeABot(view, legal),
    );
    const code = pat.room.roomId;
    await until(() => pat.inbox.welcome !== null, 5000, 'the welcome');
    const seatToken = pat.inbox.welcome!.seatToken!;
    pat.room.send('start');
    await until(() => stateJson(pat.room).view?.day >= HALFWAY && stateJson(pat.room).view?.actor === pat.seat, 30_000, 'half a voyage');
    await pause(SIGHTINGS_SETTLE_MS);
    const before = stateJson(pat.room);
    expect(before.status).toBe('playing');
    expect(before.view.captains.filter((c) => c.bot)).toHaveLength(3);

    await first.stop('SIGKILL');
    await until(() => pat.inbox.left !== null, 5000, 'the client to notice');

    const second = await startChildServer(env);
    servers.push(second);
    expect(second.output()).toContain(`reopened 1 voyage(s): ${code}`);
    const back = new Captain(await second.client().joinById(code, { name: 'Pat', seatToken }), () => null);
    await until(() => back.inbox.private !== null && stateJson(back.room).view?.captains[pat.seat!]?.connected === true, 5000, 'the seat to be reclaimed');
    expect(back.room.roomId).toBe(code);
    expect(back.inbox.welcome).toMatchObject({ code, seat: pat.seat, seatToken, spectator: false });
    expect(back.inbox.private!.recipe).toEqual(pat.inbox.private!.recipe);
    expect(durable(stateJson(back.room))).toEqual(durable(before));

    back.decide(playLikeABot);

    await until(() => stateJson(back.room).status === 'over', 60_000, 'the voyage to end');
    const final = stateJson(back.room);
    expect(final.view.day).toBeGreaterThanOrEqual(HALFWAY);
    expect(final.view.result?.standings).toHaveLength(4);
    expect(brokenInvariants(final)).toEqual([]);
    expect(back.actions.length).toBeGreaterThan(0);
    expect(back.inbox.errors).toEqual([]);
    await back.room.leave(true);
    await second.stop('SIGTERM');
    expect(second.proc.exitCode).toBe(0);
  });
});
