// The audience room. A delayed audience sees exactly what the captains saw, castDelay seconds later; the voyage
// room refuses live spectators around the delay; bad codes and options are refused with clear errors.
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain, type Chooser, playLikeABot } from './captain';
import { TIMERS_OFF, listen, stateJson, until, useTestServer, type Inbox } from './harness';

const { server, rooms } = useTestServer();

/**
 * Both clients share this test's event loop with the server; on a busy machine the loop can hold one client's message back
 * for a moment, so arrival times are trusted to within this much.
 */
const LOOP_JITTER_MS = 100;

/** A state as JSON with the moment each arrived. */
type Seen = { at: number; json: Record<string, unknown> };

/** Records every state a room's client holds, with when it arrived. */
function watchStates(room: Room): Seen[] {
  const seen: Seen[] = [];
  room.onStateChange((state) => seen.push({ at: Date.now(), json: (state as unknown as { toJSON(): Record<string, unknown> }).toJSON() }));
  return seen;
}

/** What a live state and a delayed one share: audience-only fields dropped, wall times moved back by `shiftMs`. */
function comparable(json: Record<string, unknown>, shiftMs: number): string {
  const copy = structuredClone(json) as Record<string, unknown> & { view: { deadline?: number; bake?: { startedAt: number; endsAt: number }; sightings: { until: number }[] } };
  delete copy.watching;
  delete copy.questions;
  delete copy.predictors;
  const view = copy.view;
  if (view.deadline !== undefined) view.deadline -= shiftMs;
  if (view.bake) {
    view.bake.startedAt -= shiftMs;
    view.bake.endsAt -= shiftMs;
  }
  for (const s of view.sightings ?? []) s.until -= shiftMs;
  return JSON.stringify(copy);
}

/** A person who takes their time (about 0.4 s a decision), so every step reaches the screen on its own. */
function unhurried(play: Chooser, captain: () => Captain): Chooser {
  let ready = '';
  return (view, legal) => {
    const point = JSON.stringify([view.day, view.turn, view.phase, view.sailed, legal]);
    if (ready === point) return play(view, legal);
    setTimeout(() => {
      ready = point;
      captain().decide();
    }, 400);
    return null;
  };
}

describe('the audience room', () => {
  it('shows every state no earlier than castDelay after the captain saw it, equal to what the captain saw', async () => {
    const ada: Captain = new Captain(
      await server().client().create('voyage', { name: 'Ada', captains: 3, pace: 0.4, seed: 'audience-1', timers: TIMERS_OFF, castDelay: 3, private: true }),
      unhurried(playLikeABot, () => ada),
    );
    rooms.push(ada.room);
    const adaStates = watchStates(ada.room);
    await until(() => !!ada.inbox.welcome);
    const code = ada.inbox.welcome!.code;
    ada.room.send('start');
    await until(() => stateJson(ada.room).status === 'playing');
    const viewer = await server().client().joinOrCreate('audience', { code, name: 'Vic' });
    rooms.push(viewer);
    const viewerInbox = listen(viewer);
    const viewerStates = watchStates(viewer);
    const emotes: number[] = [];
    viewer.onMessage('emote', () => emotes.push(Date.now()));
    const waved = Date.now();
    ada.room.send('emote', { emoji: '👋' });
    await until(() => viewerInbox.events.length >= 12 && emotes.length === 1, 60_000, 'twelve delayed steps and the emote');
    expect(emotes[0] - waved).toBeGreaterThanOrEqual(3000 - LOOP_JITTER_MS);

    expect(viewerInbox.welcome).toMatchObject({ code, spectator: true, seat: null });
    expect(viewerInbox.errors).toEqual([]);
    const shown = viewerStates.filter((s) => s.json.status === 'playing');
    expect(shown.length).toBeGreaterThan(10);
    for (const state of shown) {
      const text = comparable(state.json, 3000);
      const first = adaStates.find((s) => comparable(s.json, 0) === text);
      expect(first, 'every delayed state is one the captain saw').toBeDefined();
      expect(state.at - first!.at).toBeGreaterThanOrEqual(3000 - LOOP_JITTER_MS);
    }
    expect((shown.at(-1)!.json as { castDelay: number }).castDelay).toBe(3);
  });

  it('refuses a live spectator of a delayed voyage, a code that is no voyage, and a bad delay', async () => {
    const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'audience-2', timers: TIMERS_OFF, castDelay: 5, private: true }));
    rooms.push(ada.room);
    await until(() => !!ada.inbox.welcome);
    const code = ada.inbox.welcome!.code;
    await expect(server().client().joinById(code, { spectate: true })).rejects.toThrow(/audience feed/);
    await expect(server().client().joinOrCreate('audience', { code: 'QQQQQ' })).rejects.toThrow(/No voyage has the code QQQQQ/);
    await expect(server().client().joinOrCreate('audience', { code: 'Q1' })).rejects.toThrow(/5 letters/);
    await expect(server().client().create('voyage', { name: 'Bo', castDelay: 601 })).rejects.toThrow(/castDelay/);
    await expect(server().client().create('voyage', { name: 'Bo', castDelay: 2.5 })).rejects.toThrow(/castDelay/);
  });

  it('with castDelay 0 a spectator may watch either way', async () => {
    const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'audience-3', timers: TIMERS_OFF, private: true }));
    rooms.push(ada.room);
    await until(() => !!ada.inbox.welcome);
    const code = ada.inbox.welcome!.code;
    const live = await server().client().joinById(code, { spectate: true });
    const viewer = await server().client().joinOrCreate('audience', { code });
    rooms.push(live, viewer);
    listen(live);
    const inbox: Inbox = listen(viewer);
    await until(() => (stateJson(viewer).lobby as unknown[] | undefined)?.length === 2, 5000, 'the lobby in the audience room');
    ada.room.send('start');
    await until(() => inbox.events.length > 0, 10_000, 'the first step');
    await until(() => stateJson(ada.room).watching === 2, 5000, 'the captains to count both watchers');
  });

  it('gives an audience opened mid-voyage the story so far for its log', async () => {
    const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'audience-4', timers: TIMERS_OFF, private: true }));
    rooms.push(ada.room);
    await until(() => !!ada.inbox.welcome);
    const code = ada.inbox.welcome!.code;
    ada.room.send('start');
    await until(() => ada.inbox.events.flatMap((m) => m.events).length >= 30, 30_000, 'thirty events');
    ada.decide(() => null); // Ada stops, so the story holds still
    const viewer = await server().client().joinOrCreate('audience', { code });
    rooms.push(viewer);
    const inbox = listen(viewer);
    await until(() => (inbox.history?.length ?? 0) >= 20, 10_000, 'the story so far');
    const told = (inbox.history as { type: string }[]).map((e) => e.type);
    const lived = ada.inbox.events.flatMap((m) => m.events.map((e) => e.type));
    expect(lived.slice(0, told.length)).toEqual(told);
  });
});
