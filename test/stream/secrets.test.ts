// Fair play, R52 and M41: a whole game of each engine, every view of every seat and of a spectator and every event, holds
// neither the stream's key (in hex or base64) nor the seed. The room-level check of every message is test/server/secrets.test.ts.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/pastry/index';
import type { GameState } from '../../shared/pastry/index';
import { games } from '../../shared/games';
import { playVoyage, setupFor, testRandom } from '../engine/play';
import { merchantSetup, playRandomGame } from '../merchant/play';
import { keyForms } from '../streamSecrets';

/** The secrets of a stream state as text: the seed and every form of its key. */
function secretsOf(state: { seed: string; rng: GameState['rng'] }): string[] {
  return [state.seed, ...keyForms(state.rng)];
}

/** Which secrets a text holds. */
function leaked(text: string, secrets: string[]): string[] {
  return secrets.filter((s) => text.includes(s));
}

describe('the stream key never leaves the engine (fair play)', () => {
  it('Pastry Pirates: no view or event of a whole voyage holds the key or the seed', () => {
    const found: string[] = [];
    let checked = 0;
    const { state } = playVoyage(setupFor('key-hunt-pastry', 4, {}), testRandom(7), (s, events) => {
      const secrets = secretsOf(s);
      for (const seat of [null, 0, 1, 2, 3]) found.push(...leaked(JSON.stringify(viewFor(s, seat)), secrets));
      found.push(...leaked(JSON.stringify(events), secrets));
      checked++;
    });
    expect(keyForms(state.rng)).toHaveLength(4);
    expect(checked).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('Merchant Voyages: no view or event of a whole game holds the key or the seed', () => {
    const found: string[] = [];
    let checked = 0;
    const { state } = playRandomGame(
      merchantSetup('key-hunt-merchant', 4, {}),
      testRandom(11),
      () => {},
      (s, events) => {
        const secrets = secretsOf(s);
        for (const seat of [null, 0, 1, 2, 3]) found.push(...leaked(JSON.stringify(games.merchant.viewFor(s, seat)), secrets));
        found.push(...leaked(JSON.stringify(events), secrets));
        checked++;
      },
    );
    expect(keyForms(state.rng)).toHaveLength(4);
    expect(checked).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
