// A long name is cut between graphemes at the server's 24 code units: an emoji sequence is never split.
import { describe, expect, it } from 'vitest';
import { fitName } from '../../shared/table/names';

describe('cutting a long name', () => {
  it('keeps a short name whole', () => {
    expect(fitName('Anne Bonny 🏴‍☠️')).toBe('Anne Bonny 🏴‍☠️');
  });

  it('leaves out a pirate flag that would not fit whole, instead of splitting it into 🏴 and ☠', () => {
    const name = 'Captain Calico Jackster🏴‍☠️'; // 23 code units, then a flag of 5
    expect(fitName(name)).toBe('Captain Calico Jackster');
    expect(fitName(name).length).toBeLessThanOrEqual(24);
  });

  it('cuts plain text at 24 code units', () => {
    expect(fitName('x'.repeat(30))).toBe('x'.repeat(24));
  });
});
