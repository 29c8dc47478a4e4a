// M40 (and M16's tick): a merchant's 45 s for two actions, passing on timeout, with the first game's tick semantics.
import { describe, expect, it } from 'vitest';
import { act, arrange, eventsOf, merchant } from './fixtures';
import { NUMBERS } from '../../shared/merchant/numbers';

const ON = { turnMs: 45_000, decisionMs: 20_000 };

describe('M40 Timers', () => {
  it('M40 a merchant has 45 s for both actions: the deadline is in the state, every view and the event', () => {
    const s = arrange({ options: ON, now: 1000, anchor: 0 });
    expect(s.deadline).toBe(46_000);
    for (const viewer of [0, 1, null]) expect(merchant.viewFor(s, viewer).deadline).toBe(46_000);
    const r = act(s, 0, { type: 'pass' }, 30_000);
    expect(r.state.deadline).toBe(46_000);
    const next = act(r.state, 0, { type: 'pass' }, 31_000);
    expect(eventsOf(next.events, 'actionsStarted')).toEqual([{ type: 'actionsStarted', seat: 1, deadline: 76_000 }]);
  });
  it('M40 on timeout the merchant passes every remaining action', () => {
    let s = arrange({ options: ON, now: 0, anchor: 0, coins: [4, 4] });
    s = act(s, 0, { type: 'load', ship: 0 }, 1000).state;
    const r = merchant.tick(s, 45_000);
    if (!r.ok) throw new Error('tick refused');
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'timeout', seat: 0, phase: 'actions' },
      { type: 'passed', seat: 0 },
    ]);
    expect([r.state.actor, r.state.actionsLeft, r.state.merchants[0].coins]).toEqual([1, 2, 4 - NUMBERS.prices.load]);
    expect(r.state.deadline).toBe(90_000);
  });
  it('M40 tick before the deadline returns the very same state and no events, and never mutates its input', () => {
    const s = arrange({ options: ON, now: 0 });
    const before = JSON.stringify(s);
    const early = merchant.tick(s, 44_999);
    expect(early).toEqual({ ok: true, state: s, events: [] });
    expect(early.ok && early.state).toBe(s);
    merchant.tick(s, 45_000);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('M40 with the timers off (0) nothing ever times out', () => {
    const s = arrange({ options: { turnMs: 0, decisionMs: 0 } });
    expect(s.deadline).toBeNull();
    expect(merchant.tick(s, 1e12)).toEqual({ ok: true, state: s, events: [] });
  });
  it('M40 a tick with a time that is not a number is refused', () => {
    expect(merchant.tick(arrange(), Number.NaN)).toMatchObject({ ok: false, error: { code: 'bad-time' } });
  });
});
