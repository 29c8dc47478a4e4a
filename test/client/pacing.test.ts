// The HUD waits for the show: a log line appears when its event has played out, and the purse, the captains and the turn
// banner keep the view from before the events until then, so no result is read early.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGames, useStore } from '../../client/shell/store';
import { GAMES } from '../../client/games/registry';
import { eventId } from '../../client/shell/eventId';
import type { GameEvent } from '../../shared/pastry/index';

installGames(GAMES); // the shell's games, as main.tsx hands them

const event = { type: 'timeout', seat: 0 } as GameEvent;
const lines = () => useStore.getState().log.map((l) => l.text);

describe('the paced log', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStore.setState({ log: [], events: [], presentingUntil: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a line once the events before it and its own animation have played, in order across batches', () => {
    const s = useStore.getState();
    s.addEvents([{ key: eventId(), event }], Date.now(), [
      { line: 'Anne loads the cannons at Bo!', ms: 0 },
      { line: 'Broadsides: Anne wins!', ms: 2500 },
    ]);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!']);
    expect(useStore.getState().presentingUntil).toBe(Date.now() + 2500);
    s.addEvents([{ key: eventId(), event }], Date.now(), [
      { line: 'Anne takes Sugar from Bo.', ms: 0 },
      { line: null, ms: 700 },
    ]);
    vi.advanceTimersByTime(2499);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!']);
    vi.advanceTimersByTime(1);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!', 'Broadsides: Anne wins!', 'Anne takes Sugar from Bo.']);
    expect(useStore.getState().presentingUntil).toBe(Date.now() + 700);
  });

  it('a burst of batches after a stall queues at most 3 s of show before its last batch, and keeps the lines in order', () => {
    const s = useStore.getState();
    for (let i = 0; i < 4; i++) s.addEvents([], Date.now(), [{ line: `Coin ${i}.`, ms: 2500 }]);
    expect(useStore.getState().presentingUntil).toBe(Date.now() + 3000 + 2500);
    vi.advanceTimersByTime(5500);
    expect(lines()).toEqual(['Coin 0.', 'Coin 1.', 'Coin 2.', 'Coin 3.']);
  });

  it('drops the waiting lines of a room that was left', () => {
    useStore.setState({ code: 'ABCDE' });
    useStore.getState().addEvents([], Date.now(), [{ line: 'Old news.', ms: 2500 }]);
    useStore.setState({ code: 'FGHJK', log: [] });
    vi.advanceTimersByTime(3000);
    expect(lines()).toEqual([]);
    useStore.setState({ code: null });
  });

  it('with pacing off (0 ms) every line shows at once and nothing is presenting', () => {
    useStore.getState().addEvents([], Date.now(), [
      { line: 'One.', ms: 0 },
      { line: 'Two.', ms: 0 },
    ]);
    expect(lines()).toEqual(['One.', 'Two.']);
    expect(useStore.getState().presentingUntil).toBeLessThanOrEqual(Date.now());
  });
});

describe('the held view', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStore.setState({ log: [], events: [], presentingUntil: 0, held: null, previousView: null, view: null });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the view from before a paced batch for the HUD until the batch has played, then lets the latest through', () => {
    const before = { day: 1 } as never;
    const after = { day: 2 } as never;
    useStore.setState({ previousView: before, view: after });
    useStore.getState().addEvents([{ key: eventId(), event }], Date.now(), [{ line: null, ms: 2500 }]);
    expect(useStore.getState().held).toBe(before);
    useStore.setState({ previousView: after, view: { day: 3 } as never });
    useStore.getState().addEvents([{ key: eventId(), event }], Date.now(), [{ line: null, ms: 500 }]);
    expect(useStore.getState().held).toBe(before); // still the oldest: nothing of either batch shows early
    vi.advanceTimersByTime(2999);
    expect(useStore.getState().held).toBe(before);
    vi.advanceTimersByTime(1);
    expect(useStore.getState().held).toBeNull();
  });

  it('holds nothing when pacing is off', () => {
    useStore.setState({ previousView: { day: 1 } as never, view: { day: 2 } as never });
    useStore.getState().addEvents([], Date.now(), [{ line: 'One.', ms: 0 }]);
    expect(useStore.getState().held).toBeNull();
  });
});
