// The table room's parts wired together without sockets (test/table/fakeTable.ts): the door seats people and hands out
// seat tokens, the waiting room answers only its creator and starts the game, the step pipeline refuses what it must and
// publishes one record per step, quick play's listing follows the game (issue 29).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickPlayListing, type ListedTable } from '../../server/table/quickPlayListing';
import type { WelcomeMessage } from '../../shared/table/protocol';
import { fakeClient, fakeTable } from './fakeTable';
import type { EventsWire } from '../../shared/table/eventWire';
import type { PrivateWire } from '../../shared/table/privateWire';
import type { HistoryWire } from '../../shared/table/historyWire';
import { eventsOfGame, historyOfGame, privateOfGame } from '../server/readWire';

let table: ReturnType<typeof fakeTable> | null = null;
afterEach(() => {
  table?.close();
  table = null;
});

const welcomeOf = (client: { sent: { type: string; message: unknown }[] }) => client.sent.filter((m) => m.type === 'welcome').at(-1)?.message as WelcomeMessage;

describe('the door', () => {
  it('seats newcomers in bots’ slots with a seat token, makes the first its creator, and lets a token reclaim its slot', () => {
    table = fakeTable('pastry');
    const anne = table.join('anne');
    const bo = table.join('bo');
    expect(welcomeOf(anne)).toMatchObject({ code: 'PARTS', lobbySlot: 0, seat: null, creator: true, spectator: false });
    expect(welcomeOf(bo)).toMatchObject({ lobbySlot: 1, creator: false });
    expect(table.room.state.lobby.map((row) => row.name)).toEqual(['anne', 'bo']);
    const token = welcomeOf(bo).seatToken!;
    const again = table.join('bo-again', { seatToken: token });
    expect(welcomeOf(again).lobbySlot).toBe(1);
    expect(bo.leftWith).not.toBeNull(); // the other window is told its seat was reclaimed
    expect(() => table!.join('eve', { seatToken: 'not-a-token' })).toThrow('That seat token is not for this voyage.');
  });

  it('seats nobody past the table’s size: a third person watches', () => {
    table = fakeTable('merchant');
    table.join('anne');
    table.join('bo');
    const cy = table.join('cy');
    expect(welcomeOf(cy)).toMatchObject({ spectator: true, lobbySlot: null });
    expect(table.room.state.watching).toBe(1);
  });

  it('lets a message through only within the client’s budget', () => {
    table = fakeTable('pastry');
    const anne = table.join('anne');
    let handled = 0;
    for (let i = 0; i < 30; i++) table.door.guarded(anne, () => handled++);
    expect(handled).toBe(20); // the default burst
    expect(anne.errors()).toEqual(Array(10).fill('rate-limited'));
    table.door.guarded(fakeClient('stranger'), () => handled++);
    expect(handled).toBe(20); // a client the door never let in has no budget
  });
});

describe('the waiting room', () => {
  it('answers only its creator, in the game’s words', () => {
    table = fakeTable('merchant');
    const anne = table.join('anne');
    const bo = table.join('bo');
    table.waiting.start(bo);
    table.waiting.moveSeat(bo, { from: 0, to: 1 });
    table.waiting.kick(anne, { slot: 0 });
    table.waiting.moveSeat(anne, { from: 0, to: 5 });
    expect(bo.errors()).toEqual(['not-creator', 'not-creator']);
    expect(anne.errors()).toEqual(['bad-slot', 'bad-slot']);
    table.waiting.readyToStart(bo, { ready: true });
    expect(table.room.state.lobby.map((row) => row.ready)).toEqual([false, true]);
    table.waiting.start(anne);
    expect(table.core.voyage).not.toBeNull();
    table.waiting.start(anne);
    const refusal = anne.sent.filter((m) => m.type === 'error').at(-1)?.message;
    expect(refusal).toEqual({ code: 'already-started', message: 'This game has already started.' });
  });

  it('moves two slots, telling whoever moved; asks a person to leave, and a bot takes the slot', () => {
    table = fakeTable('pastry');
    const anne = table.join('anne');
    const bo = table.join('bo');
    table.waiting.moveSeat(anne, { from: 0, to: 1 });
    expect(welcomeOf(anne).lobbySlot).toBe(1);
    expect(welcomeOf(bo).lobbySlot).toBe(0);
    table.waiting.kick(anne, { slot: 0 });
    expect(bo.leftWith).not.toBeNull();
    expect(table.room.state.lobby[0].human).toBe(false);
    expect(() => table!.join('bo', { seatToken: welcomeOf(bo).seatToken })).toThrow(/took you off/);
  });

  it('starts the game: seats dealt, seat tokens stored, every client welcomed to its seat, the bots woken', () => {
    table = fakeTable('pastry');
    const anne = table.join('anne');
    table.waiting.start(anne);
    const seat = welcomeOf(anne).seat!;
    expect(seat).toBeGreaterThanOrEqual(0);
    expect(table.store.load('PARTS')!.seatTokens.get(welcomeOf(anne).seatToken!)).toBe(seat);
    expect(table.published).toHaveLength(1);
    expect(table.room.autoDispose).toBe(false);
    expect(table.room.state.status).toBe('playing');
  });
});

describe('the step pipeline', () => {
  it('refuses an action before the start, from a spectator, or unparsed; an engine refusal comes back as the engine said', () => {
    table = fakeTable('merchant');
    const anne = table.join('anne');
    table.steps.act(anne, { type: 'endTurn' });
    table.join('bo');
    const cy = table.join('cy');
    table.waiting.start(anne);
    table.steps.act(cy, { type: 'endTurn' });
    table.steps.act(anne, { nonsense: true });
    expect(anne.errors()).toEqual(['not-started', 'bad-action']);
    expect(cy.errors()).toEqual(['not-seated']);
  });

  it('publishes one record per step: the state, its events after the patch, each seat’s own bits', () => {
    table = fakeTable('merchant');
    const anne = table.join('anne');
    table.waiting.start(anne);
    const { core, room, steps } = table;
    const seat = welcomeOf(anne).seat!;
    const actor = core.game.viewFor(core.voyage!.state, null).actor!;
    expect(actor).not.toBe(seat);
    steps.act(anne, core.game.legalActions(core.voyage!.state, actor)[0]); // not her turn: the engine says so, in its words
    const refusal = anne.sent.filter((m) => m.type === 'error').at(-1)?.message as { code: string; message: string };
    expect(refusal.code).toBe('not-your-turn');
    const before = room.state.step;
    const privatesBefore = anne.sent.filter((m) => m.type === 'private').length;
    expect(steps.record({ kind: 'action', seat: actor, action: core.game.legalActions(core.voyage!.state, actor)[0], now: core.now() })).toBeNull();
    expect(room.state.step).toBe(before + 1);
    const events = eventsOfGame('merchant', table.broadcasts.filter((b) => b.type === 'events').at(-1)?.message as EventsWire);
    expect(events.seq).toBe(1);
    expect(events.events.length).toBeGreaterThan(0);
    // Her own bits: she may not act, and nothing of hers changed, so she is not told again (issue 30); the actor's seat would be.
    expect(core.game.legalActions(core.voyage!.state, seat)).toEqual([]);
    expect(anne.sent.filter((m) => m.type === 'private')).toHaveLength(privatesBefore);
    expect(privateOfGame('merchant', anne.sent.filter((m) => m.type === 'private').at(-1)?.message as PrivateWire)).toMatchObject({ seat, legal: [] });
    expect(table.published).toHaveLength(2); // the start and this step: the room's hooks (bots, listing) hear each
    steps.changeSeat(seat, { connected: true }); // no change, no step
    expect(room.state.step).toBe(before + 1);
    steps.changeSeat(seat, { connected: false });
    expect(room.state.step).toBe(before + 2);
  });
  it('tells a step’s events once to whoever joins before its patch: with the patch, not also in the story so far', () => {
    table = fakeTable('merchant');
    const anne = table.join('anne');
    table.waiting.start(anne);
    const { core, steps } = table;
    const stepOnce = () => {
      const actor = core.game.viewFor(core.voyage!.state, null).actor!;
      expect(steps.record({ kind: 'action', seat: actor, action: core.game.legalActions(core.voyage!.state, actor)[0], now: core.now() })).toBeNull();
      return eventsOfGame('merchant', table!.broadcasts.filter((b) => b.type === 'events').at(-1)!.message as EventsWire).events;
    };
    const storyOf = (client: { sent: { type: string; message: unknown }[] }) => {
      const told = client.sent.filter((m) => m.type === 'history').at(-1)?.message as HistoryWire | undefined;
      return told ? historyOfGame('merchant', told).events : [];
    };
    const first = stepOnce();
    steps.beforePatch();
    const second = stepOnce(); // queued for after the next patch, which every client then here will get
    const early = table.join('early', { spectate: true });
    expect(storyOf(early).slice(-first.length)).toEqual(first);
    expect(storyOf(early)).not.toContainEqual(second.at(-1));
    steps.beforePatch();
    const late = table.join('late', { spectate: true });
    expect(storyOf(late).slice(-second.length)).toEqual(second);
  });

  it('holds a move for its patch in the queue of its own server, not in one the whole process shares', () => {
    table = fakeTable('merchant');
    const anne = table.join('anne');
    const bo = table.join('bo');
    table.waiting.start(anne);
    const { core, context, room, steps } = table;
    const waited = vi.spyOn(context.patches, 'soon');
    const actor = core.game.viewFor(core.voyage!.state, null).actor!;
    const mover = welcomeOf(anne).seat === actor ? anne : bo;
    steps.act(mover, core.game.legalActions(core.voyage!.state, actor)[0]);
    expect(mover.errors()).toEqual([]);
    expect(waited).toHaveBeenCalledWith(room);
  });
});

describe('quick play’s listing', () => {
  it('takes a game off quick play for good once it takes no newcomers, and while a person is away', () => {
    let newcomers = true;
    const seats = [{ name: 'A', bot: null, auto: false, connected: true }];
    const listing = { private: false };
    const listed = {
      settings: { private: false },
      table: { takesNewcomers: () => newcomers },
      game: { seatsOf: () => seats },
      voyage: { state: {} },
      seating: { slots: [{ released: false }] },
      room: { roomId: 'LIST', listing, setPrivate: async (hidden: boolean) => void (listing.private = hidden) },
    } as unknown as ListedTable;
    const quick = new QuickPlayListing(listed);
    const view = { you: null, phase: 'play', actor: 0 };
    quick.update(view);
    expect(listing.private).toBe(false);
    seats[0] = { ...seats[0], auto: true, connected: false };
    quick.update(view);
    expect(listing.private).toBe(true);
    seats[0] = { ...seats[0], auto: false, connected: true };
    quick.update(view);
    expect(listing.private).toBe(false);
    newcomers = false;
    quick.update(view);
    expect(listing.private).toBe(true);
    newcomers = true;
    quick.update(view);
    expect(listing.private).toBe(true); // off for good
  });
});
