// Neighbouring seats (in turn order, at every table size) never get look-alike captain colours.
import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS } from '../../client/shell/scene/seatColours';

/** Hue in degrees and lightness in percent of a #rrggbb colour. */
function hueAndLightness(hex: string): { hue: number; light: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d > 0) hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (hue * 60 + 360) % 360, light: ((max + min) / 2) * 100 };
}

/** Two colours read alike when both their hues and their lightness are close (orange beside yellow, orange beside vermillion). */
function lookAlike(a: string, b: string): boolean {
  const x = hueAndLightness(a);
  const y = hueAndLightness(b);
  const hue = Math.min(Math.abs(x.hue - y.hue), 360 - Math.abs(x.hue - y.hue));
  return hue < 25 && Math.abs(x.light - y.light) < 20;
}

describe('captain colours (docs/rules/ART.md)', () => {
  it('the measure flags the pairs players confused', () => {
    expect(lookAlike('#E69F00', '#F0E442')).toBe(true);
    expect(lookAlike('#E69F00', '#D55E00')).toBe(true);
    expect(lookAlike('#E69F00', '#56B4E9')).toBe(false);
  });

  it.each([2, 3, 4, 5, 6])('R8 at a table of %i, each seat and the next (the last wrapping to the first) look different', (n) => {
    for (let seat = 0; seat < n; seat++) {
      const next = (seat + 1) % n;
      expect(lookAlike(SEAT_COLOURS[seat], SEAT_COLOURS[next]), `seats ${seat} and ${next}`).toBe(false);
    }
  });

  it('keeps the six Okabe–Ito hues of docs/rules/ART.md', () => {
    expect([...SEAT_COLOURS].sort()).toEqual(['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00'].sort());
  });
});
