// MERCHANT_CONTRACT's table entry points: updateSeat (who sits where) and restartTimers (after a server restart).
import { describe, expect, it } from 'vitest';
import { restartMerchantTimers, updateMerchantSeat, type MerchantState } from '../../shared/merchant/index';
import { arrange, merchant } from './fixtures';

const ON = { turnMs: 45_000, decisionMs: 20_000 };

/** The result's state, or a failed test. */
function ok(r: ReturnType<typeof updateMerchantSeat>): MerchantState {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('updateSeat', () => {
  it('seats a person in a bot seat, drops and restores a connection, and every view shows it', () => {
    const s = arrange();
    const before = JSON.stringify(s);
    const taken = ok(updateMerchantSeat(s, 1, { name: 'Jo', bot: null, connected: false }));
    expect(JSON.stringify(s)).toBe(before); // never mutates its input
    for (const viewer of [0, 1, null]) expect(merchant.viewFor(taken, viewer).merchants[1]).toMatchObject({ name: 'Jo', bot: false, connected: false });
    const back = updateMerchantSeat(taken, 1, { connected: true });
    expect(back.ok && back.events).toEqual([{ type: 'seatUpdated', seat: 1 }]);
    expect(ok(back).merchants[1].connected).toBe(true);
    expect(ok(back).merchants[1].name).toBe('Jo');
  });
  it('leaves play exactly as it was: the same legal actions, the same actor', () => {
    const s = arrange({ anchor: 0 });
    const seated = ok(updateMerchantSeat(s, 0, { bot: 'hard' }));
    expect(merchant.legalActions(seated, 0)).toEqual(merchant.legalActions(s, 0));
    expect(seated.actor).toBe(s.actor);
  });
  it('refuses a seat that is not at the table, changing nothing', () => {
    const s = arrange();
    for (const seat of [-1, 2, 0.5]) {
      const r = updateMerchantSeat(s, seat, { name: 'Nobody' });
      expect(r.ok ? 'ok' : r.error.code).toBe('bad-seat');
    }
  });
});

describe('restartTimers', () => {
  it('M40 a merchant mid-actions gets a full 45 s from the restart', () => {
    const s = arrange({ options: ON, now: 0, anchor: 0 });
    expect(s.deadline).toBe(45_000);
    const r = restartMerchantTimers(s, 500_000);
    expect(r.ok && r.events).toEqual([{ type: 'timersRestarted', deadline: 545_000 }]);
    expect(r.ok && r.state.deadline).toBe(545_000);
  });
  it('M16 a Voyage decision gets a full 20 s from the restart', () => {
    const s: MerchantState = { ...arrange({ options: ON, now: 0 }), phase: 'voyage' };
    const r = restartMerchantTimers(s, 500_000);
    expect(r.ok && r.state.deadline).toBe(520_000);
  });
  it('with timers off there is still no deadline; a game over is left as it is', () => {
    const off = restartMerchantTimers(arrange({ now: 0 }), 9000);
    expect(off.ok && off.state.deadline).toBeNull();
    const over: MerchantState = { ...arrange({ options: ON }), phase: 'over' };
    const r = restartMerchantTimers(over, 9000);
    expect(r.ok && r.state).toBe(over);
    expect(r.ok && r.events).toEqual([]);
  });
});
