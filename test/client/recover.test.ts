// Issue 32, bugs 1 and 11: a dropped link is mended for as long as the page is open. Tries while the server is down wait
// for the next; a voyage still sailing is joined again (the reconnection token first while the room may hold the place,
// else the seat token, which is all a restarted server knows); a voyage that ended meanwhile never spends a reconnection
// token on a room that may be gone: it is joined by its code to its end screen, or it ends on its summary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoyageSummary } from '../../shared/table/voyageSummary';

let answers: (VoyageSummary | null)[] = []; // what the server says of the voyage, try by try (null: not reached)
const reconnect = vi.fn();
vi.mock('../../client/shell/net/voyageSummary', () => ({ askVoyage: async () => (answers.length > 1 ? answers.shift()! : answers[0]) }));
vi.mock('../../client/shell/net/client', () => ({ colyseus: async () => ({ reconnect }) }));
vi.mock('../../client/shell/rehearsal', () => ({ rehearsedBackoff: () => ({ firstMs: 100, capMs: 1000 }) }));

const { recover } = await import('../../client/shell/net/recover');
const { useStore } = await import('../../client/shell/store');
const { setLeaving } = await import('../../client/shell/net/room');
import type { Joined } from '../../client/shell/net/room';

const was = { room: {}, code: 'ABCDE', audience: false } as unknown as Joined;
const back = { room: { id: 'back' }, code: 'ABCDE', audience: false } as unknown as Joined;
const down = (tries: number): null[] => Array.from({ length: tries }, () => null);

/** Runs a recovery to its end on fake timers; what it did. */
async function mend(rejoin: () => Promise<Joined>): Promise<{ reattached: Joined | null; gone: string | null }> {
  const seen = { reattached: null as Joined | null, gone: null as string | null };
  const done = recover(was, 'token', { rejoin, reattach: (j) => (seen.reattached = j), gone: async (code) => void (seen.gone = code) });
  await vi.runAllTimersAsync();
  await done;
  return seen;
}

describe('mending a dropped link', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reconnect.mockReset();
    setLeaving(false);
    useStore.setState({ status: 'connected' });
  });
  afterEach(() => vi.useRealTimers());

  it('says "reconnecting" at once and keeps trying through a long outage, then takes the seat back by its seat token after a restart', async () => {
    answers = [...down(40), { status: 'playing' }];
    reconnect.mockRejectedValue(new Error('reconnection token invalid or expired.')); // a restarted server never issued it
    const rejoin = vi.fn(async () => back);
    const done = mend(rejoin);
    expect(useStore.getState().status).toBe('reconnecting');
    const { reattached, gone } = await done;
    expect(reattached).toBe(back);
    expect(gone).toBeNull();
    expect(rejoin).toHaveBeenCalledTimes(1); // only once the server answered, after 40 tries in the dark
  });

  it('past the time a room holds a dropped place, goes straight to the seat token', async () => {
    answers = [...down(80), { status: 'playing' }]; // 80 tries at about a second: longer than the room holds a place
    const rejoin = vi.fn(async () => back);
    const { reattached } = await mend(rejoin);
    expect(reattached).toBe(back);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('a voyage that ended meanwhile is joined by its seat token to its end screen, with no reconnection token spent', async () => {
    answers = [null, { status: 'over', captains: ['Anne', 'Bot'], winners: ['Anne'] }];
    const { reattached } = await mend(async () => back);
    expect(reattached).toBe(back);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('a voyage that ended and whose room is gone ends on its summary', async () => {
    answers = [{ status: 'over', captains: ['Anne', 'Bot'], winners: ['Anne'] }];
    const { reattached, gone } = await mend(() => Promise.reject(new Error('room "ABCDE" not found')));
    expect(reattached).toBeNull();
    expect(gone).toBe('ABCDE');
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('a room still sailing but refusing for now is tried again, not given up', async () => {
    answers = [{ status: 'playing' }];
    let tries = 0;
    const rejoin = vi.fn(async () => (++tries < 12 ? Promise.reject(new Error('room "ABCDE" is locked')) : back));
    reconnect.mockRejectedValue(new Error('expired'));
    const { reattached, gone } = await mend(rejoin);
    expect(reattached).toBe(back);
    expect(gone).toBeNull();
    expect(tries).toBe(12);
  });

  it('stops when the player leaves meanwhile', async () => {
    answers = [null];
    const rejoin = vi.fn(async () => back);
    const seen = { reattached: null as Joined | null };
    const done = recover(was, 'token', { rejoin, reattach: (j) => (seen.reattached = j), gone: async () => undefined });
    await vi.advanceTimersByTimeAsync(5000);
    setLeaving(true);
    await vi.runAllTimersAsync();
    await done;
    expect(seen.reattached).toBeNull();
    expect(rejoin).not.toHaveBeenCalled();
  });
});
