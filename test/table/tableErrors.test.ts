// The table's refusal codes are one list with default words that both sides read (shared/table/errors.ts), and the
// room's refusals speak no game's words: each game's are its own (issue 29).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_ERRORS, isTableErrorCode } from '../../shared/table/errors';
import { GAMES, games } from '../../shared/games';
import { tableWords } from '../../server/table/replies';
import { tableErrorWords } from '../../client/shell/gameHooks';

const SERVER_TABLE = join(__dirname, '../../server/table');
/** Words only one game speaks: a captain sails a voyage in Pastry Pirates; a merchant plays a game in Merchant Voyages. */
const GAME_ONLY_WORDS = /\b(captains?|voyages?|sail|set sail|merchants?|bak(e|er|ing))\b/i;

/** Every refusal a file in server/table sends through `refuse(client, code, words?)`, with its words as written. */
function refusalsIn(text: string): { code: string; words: string | null }[] {
  return [...text.matchAll(/(?:refuse\(client, |tableError\()'([a-z-]+)'(?:, (['`"])(.*?)\2)?\)/g)].map((m) => ({ code: m[1], words: m[3] ?? null }));
}

describe('the table refusal codes', () => {
  it('have default words in no game’s words', () => {
    for (const [code, words] of Object.entries(TABLE_ERRORS)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(words.length, code).toBeGreaterThan(5);
      expect(words, code).not.toMatch(GAME_ONLY_WORDS);
    }
  });

  it('are the only codes the rooms refuse with, and their own words name no game but through its words', () => {
    const files = readdirSync(SERVER_TABLE).filter((f) => f.endsWith('.ts'));
    const refusals = files.flatMap((f) => refusalsIn(readFileSync(join(SERVER_TABLE, f), 'utf8')).map((r) => ({ ...r, file: f })));
    expect(refusals.length).toBeGreaterThan(15);
    for (const { code, words, file } of refusals) {
      expect(isTableErrorCode(code), `${file}: ${code}`).toBe(true);
      if (words) expect(words, `${file}: ${code}`).not.toMatch(GAME_ONLY_WORDS);
    }
  });

  it('word each game’s refusals in its own words', () => {
    expect(tableWords(games.pastry)).toEqual({ players: 'captains', table: 'voyage' });
    expect(tableWords(games.merchant)).toEqual({ players: 'merchants', table: 'game' });
    for (const game of GAMES) expect(tableWords(game).players).not.toBe('');
  });

  it('reach the client: the room’s words first, the default words when a reply brings none', () => {
    expect(tableErrorWords('not-creator', 'Only whoever made this room arranges its seats.')).toBe('Only whoever made this room arranges its seats.');
    expect(tableErrorWords('not-creator', '')).toBe(TABLE_ERRORS['not-creator']);
    expect(tableErrorWords('not-your-turn', 'x')).toBe("It isn't your move yet."); // an engine's shared rule code, in the shell's words
    expect(tableErrorWords('no-such-code', 'the room said so')).toBe('the room said so');
  });
});
