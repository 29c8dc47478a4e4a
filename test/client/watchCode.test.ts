// The watch form's answers to a typed code: malformed ones from their letters alone, then the server's summary.
import { describe, expect, it } from 'vitest';
import { malformedCode, tidyCode, unwatchable } from '../../client/shell/watch/watchCode';
import { watchAddress } from '../../client/shell/cast/WatchAlong';

describe('a stream code typed on a phone', () => {
  it('is tidied (spaces dropped, upper case) and refused with a reason when it cannot be a code', () => {
    expect(tidyCode(' ab cde ')).toBe('ABCDE');
    expect(malformedCode('')).toMatch(/Type the 5-letter code/);
    expect(malformedCode('ABC')).toBe('A code is 5 letters, like ABCDE.');
    expect(malformedCode('<SCR')).toBe('A code is 5 letters, like ABCDE.');
    expect(malformedCode('HELLO')).toMatch(/^No voyage has the code HELLO\. .*never I, L or O/);
    expect(malformedCode('NOPE1')).toBe('No voyage has the code NOPE1. Codes are 5 letters, never I, L or O, and no digits.');
    expect(malformedCode('ZZZZZ')).toBeNull();
  });

  it("is watchable only while its voyage waits or sails; otherwise the server's answer is said plainly", () => {
    expect(unwatchable('ABCDE', { status: 'waiting' })).toBeNull();
    expect(unwatchable('ABCDE', { status: 'playing' })).toBeNull();
    expect(unwatchable('ZZZZZ', { status: 'unknown' })).toBe('No voyage has the code ZZZZZ.');
    expect(unwatchable('ABCDE', { status: 'abandoned' })).toBe('Voyage ABCDE was abandoned.');
    expect(unwatchable('ABCDE', { status: 'over', captains: ['Ann', 'Bo'], winners: ['Bo'], days: 9 })).toBe('Voyage ABCDE is over: Bo won.');
  });

  it('is typed at the address the cast shows: with its scheme on plain HTTP, without on HTTPS', () => {
    expect(watchAddress({ protocol: 'http:', host: '192.168.1.5:2567' })).toBe('http://192.168.1.5:2567/watch');
    expect(watchAddress({ protocol: 'https:', host: 'pirates.example' })).toBe('pirates.example/watch');
  });
});
