// M40 in the Merchant log and the cast's captions: a merchant's timeout, with the passes it makes for them, is one line,
// not "You ran out of time. You passed. You passed." The events are the engine's own, from a tick past the deadline.
import { describe, expect, it } from 'vitest';
import { arrange, merchant } from '../merchant/fixtures';
import { storyLines } from '../../client/games/merchant/hud/useStoryLog';
import { batchCaptions } from '../../client/games/merchant/cast/merchantCaptions';
import type { MerchantEvent } from '../../shared/merchant/types';

const NAMES = ['Tess', 'Calico'];

/** The events of seat 0's move timing out with both actions left. */
function timedOut(): MerchantEvent[] {
  const s = arrange({ options: { turnMs: 45_000, decisionMs: 20_000 }, now: 0, anchor: 0 });
  const r = merchant.tick(s, 45_000);
  if (!r.ok) throw new Error('tick refused');
  return r.events;
}

describe('a timeout in words', () => {
  it('M40 tells your timeout and both of its passes in one line, and no pass line after it', () => {
    const events = timedOut();
    expect(events.filter((e) => e.type === 'passed').length).toBe(2);
    const lines = storyLines(events, NAMES, 0);
    expect(lines.filter((l) => /time|passed/.test(l))).toEqual(['You ran out of time: your 2 actions are passed.']);
  });

  it("M40 tells another merchant's timeout the same way, to a spectator's cast too", () => {
    const events = timedOut();
    expect(storyLines(events, NAMES, 1).filter((l) => /time|passed/.test(l))).toEqual(['Tess ran out of time: their 2 actions are passed.']);
    const captions = batchCaptions({ seq: 1, list: events.map((e) => ({ ...e, ms: 0 })) }, NAMES, 0).map((c) => c.caption.text);
    expect(captions.filter((t) => /time|passed/.test(t))).toEqual(['Tess ran out of time: their 2 actions are passed.']);
  });

  it('a pass of your own, with no timeout before it, keeps its line', () => {
    expect(storyLines([{ type: 'passed', seat: 0 }], NAMES, 0)).toEqual(['You passed.']);
  });
});
