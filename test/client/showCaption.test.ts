// While the sea moves, the words say what it shows: your own sail is not a lookout for creatures, and a battle's banner
// names the broadsides once the coins fly.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/pastry/index';
import { battleBanner, playingEvent, showCaption } from '../../client/games/pastry/hud/showCaption';

const sailed: GameEvent = { type: 'sailed', seat: 0, route: ['E'], move: { seat: 0, path: [[1, 0]], swept: null } };
const sighting: GameEvent = { type: 'sightingStarted', seat: 0 };
const broadsides: GameEvent = { type: 'broadsides', attacker: 0, defender: 1, attackerCoins: ['heads'], defenderCoins: ['tails'], attackerLands: true, defenderLands: false, winner: 0 };
const names = ['Anne', 'Morgan'];

describe('the show in words', () => {
  it('picks the event playing now', () => {
    const events = [
      { key: 1, event: sailed, at: 1000, ms: 700 },
      { key: 2, event: sighting, at: 1700, ms: 2000 },
    ];
    expect(playingEvent(events, 1200)).toBe(sailed);
    expect(playingEvent(events, 2000)).toBe(sighting);
    expect(playingEvent(events, 5000)).toBeNull();
  });

  it('says your ship is under way while it sails, and all eyes on the sea only for a sighting', () => {
    expect(showCaption(sailed, names, 0)).toBe('⛵ Your ship is under way…');
    expect(showCaption(sailed, names, 1)).toBe('⛵ Anne is under way…');
    expect(showCaption(sighting, names, 0)).toBe('🔭 All eyes on the sea…');
  });

  it('names the broadsides in the banner while the coins fly, and nothing else', () => {
    expect(battleBanner([{ key: 1, event: broadsides, at: 1000, ms: 4000 }], 1500, names)).toBe('Broadsides: Anne and Morgan');
    expect(battleBanner([{ key: 1, event: sailed, at: 1000, ms: 700 }], 1200, names)).toBeNull();
  });

  it('keeps the broadsides through the spoils that play on after them, never going back to the bribe decision held from before', () => {
    const spoils: GameEvent = { type: 'spoilsTaken', winner: 0, loser: 1, ingredient: 'Flour' };
    const events = [
      { key: 1, event: broadsides, at: 1000, ms: 4000 },
      { key: 2, event: spoils, at: 5000, ms: 800 },
    ];
    expect(battleBanner(events, 5400, names)).toBe('Broadsides: Anne and Morgan'); // the spoils play: the held view still says "Morgan's bribe decision"
    expect(battleBanner(events, 6000, names)).toBeNull(); // the show is over: the banner reads the live view
    expect(
      battleBanner(
        [
          { key: 0, event: broadsides, at: 0, ms: 4000 },
          { key: 2, event: spoils, at: 5000, ms: 800 },
        ],
        5400,
        names,
      ),
    ).toBeNull(); // a battle from an earlier show
  });
});
