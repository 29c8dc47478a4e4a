// The story a replay's seek tells the log (client/shell/replay/replayStory.ts): the events of the steps before
// the point and no later one, and who sailed each seat from each stored day on, so the log reads the lines up to the
// point shown, under the names of whoever made them, as if played there.
import { describe, expect, it } from 'vitest';
import type { ReplaySeek, ReplayStep } from '../../shared/table/replay';
import type { StoryHand } from '../../shared/table/story';
import { storyAt, type SeatHand } from '../../client/shell/replay/replayStory';

type View = { seats: SeatHand[] };

const seats = (second: string, hand: StoryHand): View => ({
  seats: [
    { name: 'Ann', hand: 'person' },
    { name: second, hand },
  ],
});

/** Six steps of two days; step n logs n events named `n.i`; day 2 (from step 3) has Bob's seat sailed by a stand-in bot. */
function game(): { steps: ReplayStep[]; seeks: ReplaySeek<View>[] } {
  const steps = Array.from({ length: 6 }, (_, n) => ({ now: n, patch: [], events: Array.from({ length: n }, (_, i) => ({ type: `${n}.${i}`, ms: 10 })) })) as unknown as ReplayStep[];
  const seeks = [
    { step: 0, round: 1, view: seats('Bob', 'person') },
    { step: 3, round: 2, view: seats('Bob', 'stand-in') },
  ];
  return { steps, seeks };
}

describe("a replay's story at a seek", () => {
  const { steps, seeks } = game();
  const hands = (view: View) => view.seats;

  it('tells every event of the steps before the point, in order, and none after it', () => {
    expect(storyAt(steps, seeks, 0, hands).events).toEqual([]);
    expect(storyAt(steps, seeks, 3, hands).events.map((e) => e.type)).toEqual(['1.0', '2.0', '2.1']);
    expect(storyAt(steps, seeks, 6, hands).events.map((e) => e.type)).toHaveLength(15);
    expect(storyAt(steps, seeks, 5, hands).events.at(-1)?.type).toBe('4.3');
  });

  it("names each seat's hands from the start, and again from the day they changed (at that day's first event)", () => {
    expect(storyAt(steps, seeks, 2, hands).eras).toEqual([
      { at: 0, seat: 0, name: 'Ann', hand: 'person', mine: false },
      { at: 0, seat: 1, name: 'Bob', hand: 'person', mine: false },
    ]);
    expect(storyAt(steps, seeks, 4, hands).eras.slice(2)).toEqual([{ at: 3, seat: 1, name: 'Bob', hand: 'stand-in', mine: false }]); // 0 + 1 + 2 events before step 3
  });
});
