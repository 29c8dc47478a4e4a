// Issue 32, bug 7: a name's limit shows as it is typed (it was cut at 24 without a word), in the lobby and an invite alike.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NameField } from '../../client/shell/hud/NameField';
import { NAME_UNITS, fitName } from '../../shared/table/names';

/** The field's markup for a name. */
const field = (name: string) => renderToStaticMarkup(createElement(NameField, { name, onName: () => undefined }));

describe('the name field', () => {
  it('shows how much of the limit a name uses as it is typed', () => {
    expect(field('')).toContain(`0 of ${NAME_UNITS}`);
    expect(field('Anne Bonny')).toContain(`10 of ${NAME_UNITS}`);
    expect(field('Anne Bonny')).not.toContain('the longest');
  });

  it('says so when a name has reached the limit, which a longer paste is cut to between graphemes', () => {
    const pasted = fitName(`Captain ${'🏴‍☠️'.repeat(10)}`);
    expect(pasted.length).toBeLessThanOrEqual(NAME_UNITS);
    expect(pasted.endsWith('\u200d')).toBe(false); // no flag cut in the middle of its sequence
    const full = 'A'.repeat(NAME_UNITS);
    expect(field(full)).toContain(`${NAME_UNITS} of ${NAME_UNITS}: the longest a name may be`);
    expect(field(full)).toContain('name-count full');
  });

  it('says why an emoji moves the count by more than one', () => {
    expect(field('Anne 🏴‍☠️')).toContain(`10 of ${NAME_UNITS} · an emoji counts 2 or more`);
    expect(field('Anne 🧁')).toContain(`7 of ${NAME_UNITS} · an emoji counts 2 or more`);
    expect(field('Anne Bonny')).not.toContain('an emoji');
  });
});
