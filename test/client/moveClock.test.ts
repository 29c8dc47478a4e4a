// The move clock a player reads, one rule for both games (shell/show/moveClock.ts): it counts on the server's clock, not
// the device's, and shows nothing while the show before the move still plays, which the server's clock waits out (so a
// person's count starts from the whole time allowed once they can act). Merchant Voyages' Hourglass card reads it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { merchantSetup } from '../merchant/play';
import { secondsToAct, type MoveClockFacts } from '../../client/shell/show/moveClock';
import { useStore } from '../../client/shell/store';
import { TurnCard } from '../../client/games/merchant/hud/TurnCard';

const NOW = 1_700_000_000_000;
/** A phone whose own clock runs 4 s ahead of the server's: the server's time is ours minus 4 s. */
const PHONE: MoveClockFacts = { skew: -4000, presentingUntil: 0, replaying: null, boardDrawn: 'ABCDE', code: 'ABCDE' };
/** 45 s to act, from the server's now. */
const DEADLINE = NOW + PHONE.skew + 45_000;

describe('the move clock', () => {
  it('counts on the server clock, so a device clock seconds off still reads the whole time allowed', () => {
    expect(secondsToAct(DEADLINE, PHONE, NOW)).toBe(45);
    expect(secondsToAct(DEADLINE, { ...PHONE, skew: 0 }, NOW)).toBe(41); // the same deadline on a device that agrees with the server
    expect(secondsToAct(DEADLINE, PHONE, NOW + 50_000)).toBe(0);
  });

  it('shows nothing while the show before the move plays, and the whole time once it has', () => {
    const showing = { ...PHONE, presentingUntil: NOW + 3000 };
    expect(secondsToAct(DEADLINE + 3000, showing, NOW)).toBeNull();
    expect(secondsToAct(DEADLINE + 3000, showing, NOW + 2999)).toBeNull();
    expect(secondsToAct(DEADLINE + 3000, showing, NOW + 3000)).toBe(45);
  });

  it('shows nothing without a deadline, before this board is drawn, or in a replay', () => {
    expect(secondsToAct(null, PHONE, NOW)).toBeNull();
    expect(secondsToAct(DEADLINE, { ...PHONE, boardDrawn: null }, NOW)).toBeNull();
    expect(secondsToAct(DEADLINE, { ...PHONE, replaying: 'ABCDE' }, NOW)).toBeNull();
  });
});

describe("Merchant Voyages' Hourglass card reads the move clock", () => {
  const state = createMerchantVoyage(merchantSetup('move-clock', 2, { turnMs: 45_000, decisionMs: 20_000 }));
  const view = { ...merchantViewFor(state, state.actor ?? 0), deadline: DEADLINE };
  const card = () => renderToStaticMarkup(createElement(TurnCard, { view }));

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    useStore.setState({ ...PHONE });
  });
  afterEach(() => {
    vi.useRealTimers();
    useStore.setState({ skew: 0, presentingUntil: 0, boardDrawn: null, code: null });
  });

  it('on a phone whose clock is 4 s ahead, your move reads 0:45, not 0:41', () => {
    expect(card()).toContain('Your move');
    expect(card()).toContain('⏱ 0:45');
  });

  it('while the last moves still play, your held move shows no clock running', () => {
    useStore.setState({ presentingUntil: NOW + 4000 });
    expect(card()).toContain('Your move');
    expect(card()).not.toContain('⏱');
  });
});
