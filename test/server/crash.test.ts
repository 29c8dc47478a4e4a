// Crash under load (the CI size): 20 voyages running, the server killed with SIGKILL and restarted on the same data:
// every unfinished voyage reopens under its code within 10 s, no step any client saw is lost, every person reclaims their seat.
import { describe, expect, it } from 'vitest';
import { crashDrill } from './crashDrill';

describe('crash under load', () => {
  it('reopens 20 voyages killed mid-play within 10 s, with every step clients saw, and seats reclaimed by token', async () => {
    const figures = await crashDrill({ voyages: 20, people: 5, playMs: 5000, log: (line) => console.log(line) });
    console.log(JSON.stringify(figures));
    expect(figures.voyages).toBe(20);
    expect(figures.unfinished).toBe(20); // paced voyages are nowhere near their end after a few seconds
    expect(figures.reopened).toBe(figures.unfinished);
    // The voyages themselves are back within 10 s; starting Node and tsx on a loaded 2-core CI machine gets some slack on top.
    expect(figures.restoreMs).toBeLessThan(10_000);
    expect(figures.readyMs).toBeLessThan(20_000);
    expect(figures.stepsSeen).toBeGreaterThan(20); // play did move on before the kill
    expect(figures.stepsLost).toBe(0);
    expect(figures.reclaimed).toBe(20);
  }, 180_000);
});
