// Names are unique at a table ("Anne", "Anne 2"), and the number never splits an emoji sequence at the end of a long name.
import { describe, expect, it } from 'vitest';
import { Seating } from '../../server/table/Seating';

describe('a second captain with the same name', () => {
  it('gets a number, cut between graphemes so a pirate flag is kept whole or left out', () => {
    const seating = new Seating(['easy', 'easy'], ['Morgan', 'Kidd']);
    const flagged = 'Captain Calico Jack🏴‍☠️'; // 19 code units, then a flag of 5: 24 in all
    seating.seatInBotSlot('a', flagged);
    seating.seatInBotSlot('b', flagged);
    expect(seating.slots.map((s) => s.name)).toEqual([flagged, 'Captain Calico Jack 2']);
    expect(seating.uniqueName('anne', 1)).toBe('anne');
  });
});
