// R23, R30: the doubloons tossed onto a tray land where their faces can be read; a playtest read a two-coin broadside as one
// coin, and more than half of all coins used to roll off the tray into the sea.
import { beforeAll, describe, expect, it } from 'vitest';
import RAPIER from '@dimforge/rapier3d-compat';
import { COIN_RADIUS, TRAY_HALF, landedWell, laneEdge, seededJitter, simulateToss } from '../../client/games/pastry/scene/coins/simulateToss';

const TOSSES = 150;

describe('R23 R30 coin tosses', () => {
  beforeAll(async () => {
    await RAPIER.init();
  });

  it.each([1, 2])('every toss of %i coin(s) lands still, face up to read, on the tray, each coin in its own lane', (count) => {
    for (let key = 1; key <= TOSSES; key++) {
      const flights = simulateToss(RAPIER, count, seededJitter(key));
      expect(landedWell(flights), `toss ${key}`).toBe(true);
      flights.forEach((flight, i) => {
        const [x, y, z] = flight.frames[flight.frames.length - 1].p;
        expect(y).toBeGreaterThan(0);
        expect(Math.abs(z)).toBeLessThan(TRAY_HALF.z);
        expect(x).toBeGreaterThan(laneEdge(i, count));
        expect(x).toBeLessThan(laneEdge(i + 1, count));
      });
    }
  });

  it('the same key tosses the same coins for every viewer', () => {
    const [a, b] = [simulateToss(RAPIER, 2, seededJitter(7)), simulateToss(RAPIER, 2, seededJitter(7))];
    expect(a.map((f) => f.frames.at(-1))).toEqual(b.map((f) => f.frames.at(-1)));
  });

  it('calls a coin on its edge, or lying on the other, a toss to try again', () => {
    const at = (p: [number, number, number], q: [number, number, number, number]) => ({
      frames: [
        { p, q },
        { p, q },
      ],
      topUp: true,
    });
    const flat: [number, number, number, number] = [0, 0, 0, 1];
    const onEdge: [number, number, number, number] = [Math.SQRT1_2, 0, 0, Math.SQRT1_2];
    expect(landedWell([at([-0.25, 0.025, 0], flat), at([0.25, 0.025, 0], flat)])).toBe(true);
    expect(landedWell([at([0, COIN_RADIUS, 0.2], onEdge)])).toBe(false);
    expect(landedWell([at([0, 0.025, 0], flat), at([0.05, 0.075, 0], flat)])).toBe(false);
  });
});
