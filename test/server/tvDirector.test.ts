// TV's director (issue 31): it picks the liveliest public table, switches only at the end of a day or round (as late as
// TV's audience sees it) or after an ended table's final card, starts bots-only exhibitions in turn when no public game
// runs, and ends them once real games run.
import { describe, expect, it } from 'vitest';
import { FINALE_MS, SWITCH_MARGIN_MS, TvDirector, type ListedTable } from '../../server/tv/tvDirector';

/** A listed table: a real public game of pastry on day 1 unless told otherwise. */
function table(code: string, facts: Partial<ListedTable> = {}): ListedTable {
  return { code, game: 'pastry', name: `${code}'s voyage`, castDelay: 0, exhibition: false, liveliness: 0, chapter: 1, over: false, ...facts };
}

/** A director whose exhibitions are made and ended on paper. */
function director() {
  const started: string[] = [];
  const ended: string[] = [];
  const tv = new TvDirector({
    games: ['pastry', 'merchant'],
    startExhibition: async (game) => {
      started.push(game);
      return `EXH${started.length}`.padEnd(5, 'X');
    },
    endExhibition: async (code) => {
      ended.push(code);
    },
  });
  return { tv, started, ended };
}

describe('TV picks the liveliest public table', () => {
  it('puts the liveliest on air at once when nothing is on, and a tie keeps the table on air', async () => {
    const { tv, started } = director();
    await tv.see([table('AAAAA', { liveliness: 2 }), table('BBBBB', { liveliness: 5 }), table('CCCCC', { liveliness: 1 })], 0);
    expect(tv.onAir?.code).toBe('BBBBB');
    await tv.see([table('AAAAA', { liveliness: 5, chapter: 2 }), table('BBBBB', { liveliness: 5, chapter: 2 })], 1000);
    expect(tv.onAir?.code).toBe('BBBBB'); // a boundary, but nothing livelier: it stays
    expect(started).toEqual([]); // public games run: no exhibition
  });
});

describe('TV switches only at a day or round boundary', () => {
  it('stays within the chapter however lively another table gets, then switches once the boundary has reached its audience', async () => {
    const { tv } = director();
    await tv.see([table('AAAAA', { liveliness: 1, castDelay: 30 })], 0);
    const livelier = table('BBBBB', { liveliness: 9 });
    await tv.see([table('AAAAA', { liveliness: 1, castDelay: 30 }), livelier], 1000);
    await tv.see([table('AAAAA', { liveliness: 0, castDelay: 30 }), livelier], 60_000);
    expect(tv.onAir?.code).toBe('AAAAA'); // mid-day: no switch
    const boundary = 70_000;
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 30 }), livelier], boundary);
    expect(tv.onAir?.code).toBe('AAAAA'); // the new day has not reached TV's delayed audience yet
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 30 }), livelier], boundary + 30_000 + SWITCH_MARGIN_MS - 1);
    expect(tv.onAir?.code).toBe('AAAAA');
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 30 }), livelier], boundary + 30_000 + SWITCH_MARGIN_MS);
    expect(tv.onAir?.code).toBe('BBBBB');
  });

  it('lets an ended table show its final card before moving on, and follows a table that vanished the same way', async () => {
    const { tv } = director();
    await tv.see([table('AAAAA', { liveliness: 3 }), table('BBBBB')], 0);
    await tv.see([table('AAAAA', { over: true }), table('BBBBB')], 5000);
    await tv.see([table('BBBBB')], 6000); // its room closed once over
    await tv.see([table('BBBBB')], 5000 + FINALE_MS - 1);
    expect(tv.onAir?.code).toBe('AAAAA');
    await tv.see([table('BBBBB')], 5000 + FINALE_MS);
    expect(tv.onAir?.code).toBe('BBBBB');
  });

  it('drops a switch whose table ended before its moment, and picks again', async () => {
    const { tv } = director();
    await tv.see([table('AAAAA', { liveliness: 3, castDelay: 10 }), table('BBBBB', { liveliness: 1 })], 0);
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 10 }), table('BBBBB', { liveliness: 4 }), table('CCCCC', { liveliness: 2 })], 1000);
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 10 }), table('CCCCC', { liveliness: 2 })], 1000 + 10_000 + SWITCH_MARGIN_MS - 1);
    expect(tv.onAir?.code).toBe('AAAAA');
    await tv.see([table('AAAAA', { chapter: 2, castDelay: 10 }), table('CCCCC', { liveliness: 2 })], 1000 + 10_000 + SWITCH_MARGIN_MS + 500);
    expect(tv.onAir?.code).toBe('CCCCC'); // BBBBB is gone: the boundary's pick is made again, on air at once
  });
});

describe('TV starts exhibitions when no public game runs', () => {
  it('starts one bots-only game, waits for it rather than starting another, and alternates the games as each ends', async () => {
    const { tv, started } = director();
    await tv.see([], 0);
    await tv.see([], 1000);
    expect(started).toEqual(['pastry']);
    expect(tv.onAir).toBeNull();
    const first = table('EXH1X', { exhibition: true });
    await tv.see([first], 2000);
    expect(tv.onAir?.code).toBe('EXH1X');
    await tv.see([{ ...first, over: true }], 90_000);
    expect(started).toEqual(['pastry', 'merchant']); // the next one sets sail while the final card shows
    const second = table('EXH2X', { game: 'merchant', exhibition: true });
    await tv.see([{ ...first, over: true }, second], 91_000);
    expect(tv.onAir?.code).toBe('EXH1X');
    await tv.see([second], 90_000 + FINALE_MS);
    expect(tv.onAir?.code).toBe('EXH2X');
    await tv.see([{ ...second, over: true }], 200_000);
    expect(started).toEqual(['pastry', 'merchant', 'pastry']);
  });

  it('prefers any real game to an exhibition, switches at the exhibition’s boundary, then ends it', async () => {
    const { tv, started, ended } = director();
    const exhibition = table('EXH1X', { exhibition: true, liveliness: 9 });
    await tv.see([exhibition], 0);
    const real = table('REALL', { liveliness: 0 });
    await tv.see([exhibition, real], 1000);
    expect(tv.onAir?.code).toBe('EXH1X'); // mid-day
    expect(ended).toEqual([]); // still on air
    await tv.see([{ ...exhibition, chapter: 2 }, real], 2000);
    await tv.see([{ ...exhibition, chapter: 2 }, real], 2000 + SWITCH_MARGIN_MS);
    expect(tv.onAir?.code).toBe('REALL');
    expect(ended).toEqual(['EXH1X']);
    await tv.see([{ ...exhibition, chapter: 2 }, real], 10_000);
    expect(ended).toEqual(['EXH1X']); // once
    expect(started).toEqual([]);
  });
});
