// The log and the prompts wait for the show: a line appears when its event has played out, so no result is read early.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore, eventId } from '../../client/store';
import type { GameEvent } from '../../shared/index';

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
    s.addEvents([{ key: eventId(), event }], Date.now(), [{ line: 'Anne loads the cannons at Bo!', ms: 0 }, { line: 'Broadsides: Anne wins!', ms: 2500 }]);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!']);
    expect(useStore.getState().presentingUntil).toBe(Date.now() + 2500);
    s.addEvents([{ key: eventId(), event }], Date.now(), [{ line: 'Anne takes Sugar from Bo.', ms: 0 }, { line: null, ms: 700 }]);
    vi.advanceTimersByTime(2499);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!']);
    vi.advanceTimersByTime(1);
    expect(lines()).toEqual(['Anne loads the cannons at Bo!', 'Broadsides: Anne wins!', 'Anne takes Sugar from Bo.']);
    expect(useStore.getState().presentingUntil).toBe(Date.now() + 700);
  });

  it('with pacing off (0 ms) every line shows at once and nothing is presenting', () => {
    useStore.getState().addEvents([], Date.now(), [{ line: 'One.', ms: 0 }, { line: 'Two.', ms: 0 }]);
    expect(lines()).toEqual(['One.', 'Two.']);
    expect(useStore.getState().presentingUntil).toBeLessThanOrEqual(Date.now());
  });
});
