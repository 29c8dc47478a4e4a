// The watch form's answers to a typed code: malformed ones from their letters alone, then the server's summary.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { addressedCode, malformedCode, tidyCode, unwatchable } from '../../client/shell/watch/watchCode';
import { WatchForm } from '../../client/shell/watch/WatchForm';
import { CODE_RULE_WORDS } from '../../shared/table/roomCode';
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

describe('a code in the watch link (/watch?code=ABCDE)', () => {
  const form = (search: string) => renderToStaticMarkup(createElement(WatchForm, { given: addressedCode(search) }));

  it('fills the code field, tidied as a typed code is', () => {
    expect(addressedCode('?code=ab%20cde')).toBe('ABCDE');
    expect(addressedCode('')).toBe('');
    expect(form('?code=ABCDE')).toContain('value="ABCDE"');
    expect(form('?code=ABCDE')).toContain('aria-invalid="false"');
  });

  it('answers a bad code at once with the words typing it gets', () => {
    const page = form('?code=NOPE1');
    expect(page).toContain('value="NOPE1"');
    expect(page).toContain(`No voyage has the code NOPE1. ${CODE_RULE_WORDS}`);
    expect(page).toContain('aria-invalid="true"');
    expect(form('?code=AB')).toContain(malformedCode('AB')!);
  });

  it('without a code, the field is empty and nothing is said yet', () => {
    const page = form('');
    expect(page).toContain('value=""');
    expect(page).toContain('aria-invalid="false"');
  });
});
