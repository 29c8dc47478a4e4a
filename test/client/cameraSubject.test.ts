// R37: the camera stays on your ship from your End turn until your creature dives or is photographed, so it surfaces on
// screen and can be snapped; otherwise it follows the captain acting (or frames a battle, or the whole board).
import { describe, expect, it } from 'vitest';
import { viewFor, type GameEvent, type PlayerView } from '../../shared/pastry/index';
import { cameraSubject, ownSightingOn } from '../../client/games/pastry/scene/cameraSubject';
import { arrange } from '../engine/fixtures';

const NOW = 100_000;
/** Seat 0 has just ended its turn; seat 1 acts now. */
const after: PlayerView = { ...viewFor(arrange(), 0), actor: 1 };
const surfaced: GameEvent = { type: 'creatureSurfaced', seat: 0, id: 's1', creature: 'Dolphin', points: 1, until: NOW + 2000 };
const up: PlayerView = { ...after, sightings: [{ id: 's1', seat: 0, creature: 'Dolphin', points: 1, until: NOW + 2000 }] };
const told = (...events: GameEvent[]) => events.map((event) => ({ event }));
const ended = told({ type: 'turnEnded', seat: 0 }, { type: 'sightingStarted', seat: 0 }, { type: 'turnStarted', seat: 1, deadline: null });
const battle = (attacker: number, defender: number): PlayerView['battle'] => ({ attacker, defender, offer: null, winner: null });

describe('R37 the camera during your own sighting', () => {
  it('follows the next captain when no sighting of yours is on', () => {
    expect(cameraSubject(after, null, [], NOW, false)).toEqual({ kind: 'ship', seat: 1 });
    expect(cameraSubject(after, null, told({ type: 'sightingStarted', seat: 1 }), NOW, false)).toEqual({ kind: 'ship', seat: 1 });
  });

  it('stays on your ship from your End turn, while your creature is awaited and while it is up', () => {
    expect(cameraSubject(after, null, ended, NOW, false)).toEqual({ kind: 'ship', seat: 0 });
    expect(cameraSubject(up, null, [...ended, ...told(surfaced)], NOW, false)).toEqual({ kind: 'ship', seat: 0 });
    expect(cameraSubject(up, null, [], NOW, false)).toEqual({ kind: 'ship', seat: 0 }); // joined with the creature already up
  });

  it('lets go once the creature dives, is photographed, or its moment is over', () => {
    expect(cameraSubject(after, null, [...ended, ...told(surfaced, { type: 'creatureDived', seat: 0, id: 's1' })], NOW, false)).toEqual({ kind: 'ship', seat: 1 });
    expect(cameraSubject(after, null, [...ended, ...told(surfaced, { type: 'photographed', seat: 0, id: 's1', creature: 'Dolphin', points: 1 })], NOW, false)).toEqual({ kind: 'ship', seat: 1 });
    expect(cameraSubject(up, null, [...ended, ...told(surfaced)], NOW + 2001, false)).toEqual({ kind: 'ship', seat: 1 });
  });

  it('keeps your ship over the dawn pull-back and over a battle between others, but frames a battle you fight in', () => {
    const three: PlayerView = { ...viewFor(arrange({ captains: 3 }), 0), actor: 1 };
    expect(cameraSubject(three, null, ended, NOW, true)).toEqual({ kind: 'ship', seat: 0 });
    expect(cameraSubject({ ...three, battle: battle(1, 2) }, null, ended, NOW, false)).toEqual({ kind: 'ship', seat: 0 });
    expect(cameraSubject({ ...three, battle: battle(1, 0) }, null, ended, NOW, false)).toEqual({ kind: 'battle', attacker: 1, defender: 0 });
  });

  it('is nobody’s for a spectator, who follows the captain acting', () => {
    const spectator: PlayerView = { ...up, you: null };
    expect(ownSightingOn(spectator, ended, NOW)).toBe(false);
    expect(cameraSubject(spectator, null, ended, NOW, false)).toEqual({ kind: 'ship', seat: 1 });
  });

  it('otherwise frames a battle until its coins are read, and the whole board in a pull-back or a bake-off', () => {
    expect(cameraSubject(after, { ...after, battle: battle(1, 0) }, [], NOW, false)).toEqual({ kind: 'battle', attacker: 1, defender: 0 });
    expect(cameraSubject(after, null, [], NOW, true)).toEqual({ kind: 'board' });
    expect(cameraSubject({ ...after, phase: 'over' }, null, [], NOW, false)).toEqual({ kind: 'board' });
  });
});
