// The cast's director camera: the shot for each situation, never a cut within 1.5 s of the last, never away from
// coins in the air; its framings and the cast link's settings.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/pastry/index';
import { COIN_SHOW_MS, MIN_CUT_MS, coinsInAir, direct, wantedShot, type Cue, type Director, type DirectorView } from '../../client/games/pastry/cast/director';
import { framingFor } from '../../client/games/pastry/cast/framing';
import { castParams, isCastPath } from '../../client/shell/cast/castParams';

const calm: DirectorView = { phase: 'turn', actor: 1, battle: null, bake: null };
const cue = (event: GameEvent, at: number, ms: number): Cue => ({ event, at, ms });
const sailed = (seat: number, at: number): Cue =>
  cue(
    {
      type: 'sailed',
      seat,
      route: ['E', 'E'],
      move: {
        seat,
        from: [3, 3],
        path: [
          [4, 3],
          [5, 3],
        ],
        swept: null,
      },
    } as unknown as GameEvent,
    at,
    700,
  );
const docked = (seat: number, at: number, ms = 2500): Cue => cue({ type: 'docked', seat, coin: 'heads', gold: 2 }, at, ms);
const broadsides = (at: number): Cue =>
  cue({ type: 'broadsides', attacker: 0, defender: 2, attackerCoins: ['heads'], defenderCoins: ['tails'], attackerLands: true, defenderLands: false, winner: 0 }, at, 4000);

/** Runs the director frame by frame (every 50 ms) from `from` to `to`, returning each cut. */
function film(view: (now: number) => DirectorView, cues: Cue[], from: number, to: number, start: Director | null = null): { cuts: { at: number; kind: string }[]; last: Director } {
  let director = start;
  const cuts: { at: number; kind: string }[] = [];
  for (let now = from; now <= to; now += 50) {
    const next = direct(director, view(now), cues, now);
    if (!director || next.cutAt !== director.cutAt) cuts.push({ at: now, kind: next.shot.kind });
    director = next;
  }
  return { cuts, last: director! };
}

describe('the director picks the shot for each situation', () => {
  it('follows the captain whose turn it is, and frames the route they sail', () => {
    expect(wantedShot(calm, [], 0)).toEqual({ kind: 'sailing', seat: 1, route: [] });
    expect(wantedShot(calm, [sailed(1, 0)], 300)).toEqual({
      kind: 'sailing',
      seat: 1,
      route: [
        [4, 3],
        [5, 3],
      ],
    });
  });

  it('cuts to a battle when one starts, and to the coins while they are in the air', () => {
    const battle: DirectorView = { ...calm, phase: 'fight' as DirectorView['phase'], battle: { attacker: 0, defender: 2, offer: null, winner: null } };
    expect(wantedShot(battle, [], 0)).toEqual({ kind: 'battle', attacker: 0, defender: 2 });
    expect(wantedShot(battle, [broadsides(100)], 200)).toEqual({ kind: 'coins', seats: [0, 2] });
    expect(wantedShot(calm, [docked(3, 0)], 1000)).toEqual({ kind: 'coins', seats: [3] });
    expect(coinsInAir([docked(3, 0)], COIN_SHOW_MS - 10)).toEqual([3]);
    expect(coinsInAir([docked(3, 0)], COIN_SHOW_MS + 10)).toEqual([]);
    expect(coinsInAir([docked(3, 0, 750)], 1000)).toEqual([]); // a quicker room's flips are shorter moments
  });

  it('goes close on the bench at Tortuga for the bake-off', () => {
    const bake = { ...calm, phase: 'bake' as DirectorView['phase'], bake: { seat: 2 } as DirectorView['bake'] };
    expect(wantedShot(bake, [], 0)).toEqual({ kind: 'bakeOff', seat: 2 });
  });

  it('turns to a creature when it surfaces, and pulls wide at a stormy dawn', () => {
    const surfaced = cue({ type: 'creatureSurfaced', seat: 4, id: 's1', creature: 'Kraken', points: 3, until: 2000 }, 0, 0);
    expect(wantedShot(calm, [surfaced], 500)).toEqual({ kind: 'creature', seat: 4 });
    const storm = cue({ type: 'stormBlew', dir: 'N', moves: [] }, 1500, 1900);
    const dawn = cue({ type: 'dawn', day: 3, wind: 'N', tomorrow: 'E', stormWarning: false }, 0, 1500);
    expect(wantedShot(calm, [dawn], 500)).toEqual({ kind: 'wide' }); // a calm dawn
    expect(wantedShot(calm, [dawn, storm], 500)).toEqual({ kind: 'storm' }); // a stormy one is the storm's shot from daybreak
    expect(wantedShot(calm, [dawn, storm], 2000)).toEqual({ kind: 'storm' });
    expect(wantedShot(calm, [dawn, storm], 4000)).toEqual({ kind: 'storm' }); // held past the shove, to see the fleet pushed
    expect(wantedShot({ ...calm, phase: 'over' as DirectorView['phase'], actor: null }, [], 0)).toEqual({ kind: 'wide' });
  });
});

describe('the director cuts smoothly and seldom', () => {
  it(`never cuts more often than every ${MIN_CUT_MS} ms, however fast the turns come`, () => {
    // A turn every 400 ms: a sail by each captain in turn.
    const cues = Array.from({ length: 20 }, (_, i) => sailed(i % 4, i * 400));
    const { cuts } = film((now) => ({ ...calm, actor: Math.floor(now / 400) % 4 }), cues, 0, 8000);
    expect(cuts.length).toBeGreaterThan(2);
    for (let i = 1; i < cuts.length; i++) expect(cuts[i].at - cuts[i - 1].at).toBeGreaterThanOrEqual(MIN_CUT_MS);
  });

  it('never cuts away from coins in the air, even when a storm, a creature or the next turn wants the camera', () => {
    const coins = docked(1, 1000);
    const storm = cue({ type: 'stormBlew', dir: 'S', moves: [] }, 1500, 1900);
    const surfaced = cue({ type: 'creatureSurfaced', seat: 2, id: 's', creature: 'Dolphin', points: 1, until: 0 }, 1600, 0);
    const { cuts } = film((now) => ({ ...calm, actor: now < 1200 ? 1 : 2 }), [coins, storm, surfaced], 0, 6000, { shot: { kind: 'wide' }, cutAt: -5000 });
    const onCoins = cuts.findIndex((c) => c.kind === 'coins');
    expect(onCoins).toBeGreaterThanOrEqual(0);
    expect(cuts[onCoins + 1]?.at ?? Infinity).toBeGreaterThanOrEqual(1000 + COIN_SHOW_MS);
  });

  it('a storm is filmed even when dock flips come one after another around its shove (the cast test once missed it)', () => {
    // The last dock of the day lands, the storm shoves the fleet at 2200, and the next captains dock as soon as it has.
    const cues = [docked(1, 1400, 750), cue({ type: 'stormBlew', dir: 'E', moves: [] }, 2200, 570), docked(2, 2900, 750), docked(0, 4400, 750), broadsides(5900)];
    const { cuts } = film(() => calm, cues, 0, 9000, { shot: { kind: 'sailing', seat: 1, route: [] }, cutAt: 0 });
    expect(cuts.map((c) => c.kind)).toContain('storm');
    const onCoins = cuts.findIndex((c) => c.kind === 'coins');
    expect(cuts[onCoins]).toEqual({ at: MIN_CUT_MS, kind: 'coins' }); // the flip before the storm is filmed, and held until it lands
    expect(cuts[onCoins + 1].at).toBeGreaterThanOrEqual(1400 + 750);
  });

  it('a cut to the coins waits out the 1.5 s since the last cut, then holds them until they land', () => {
    const { cuts } = film(() => calm, [docked(1, 500)], 0, 5000, { shot: { kind: 'wide' }, cutAt: 0 });
    expect(cuts).toEqual([
      { at: MIN_CUT_MS, kind: 'coins' },
      { at: 500 + COIN_SHOW_MS, kind: 'sailing' },
    ]);
  });

  it('reframing the same captain on a new route is no cut', () => {
    const start: Director = { shot: { kind: 'sailing', seat: 1, route: [] }, cutAt: 0 };
    const next = direct(start, calm, [sailed(1, 100)], 200);
    expect(next.cutAt).toBe(0);
    expect(next.shot).toMatchObject({
      kind: 'sailing',
      seat: 1,
      route: [
        [4, 3],
        [5, 3],
      ],
    });
    expect(direct(next, calm, [sailed(1, 100)], 5000)).toBe(next); // the route stays in frame once sailed
  });
});

describe('framings and cast links', () => {
  const ships = (seat: number): [number, number] | null => (seat === 9 ? null : [seat - 3, 2]);

  it('frames a longer route from farther away, a battle close, the bench closest, and the storm widest', () => {
    const near = framingFor({ kind: 'sailing', seat: 1, route: [[6, 9]] }, ships);
    const far = framingFor(
      {
        kind: 'sailing',
        seat: 1,
        route: [
          [1, 1],
          [14, 14],
        ],
      },
      ships,
    );
    const height = (f: { position: number[]; target: number[] }) => Math.hypot(...f.position.map((p, i) => p - f.target[i]));
    expect(height(far)).toBeGreaterThan(height(near));
    const battle = height(framingFor({ kind: 'battle', attacker: 0, defender: 1 }, ships));
    const bench = height(framingFor({ kind: 'bakeOff', seat: 0 }, ships));
    const storm = height(framingFor({ kind: 'storm' }, ships));
    const wide = height(framingFor({ kind: 'wide' }, ships));
    expect(bench).toBeLessThan(battle);
    expect(battle).toBeLessThan(wide);
    expect(wide).toBeLessThan(storm);
    expect(framingFor({ kind: 'battle', attacker: 0, defender: 1 }, ships).target[0]).toBeCloseTo(-2.5);
    expect(framingFor({ kind: 'creature', seat: 9 }, ships)).toEqual(framingFor({ kind: 'wide' }, ships)); // a ship not drawn yet
  });

  it('reads the cast link: code, keyed background, hidden badge, caster key', () => {
    expect(isCastPath('/cast/ABCDE')).toBe(true);
    expect(isCastPath('/')).toBe(false);
    expect(castParams('/cast/abcde', '')).toEqual({ code: 'ABCDE', transparent: false, showCode: true, casterKey: null });
    expect(castParams('/cast/ABCDE/', '?bg=transparent&code=0&key=k3y')).toEqual({ code: 'ABCDE', transparent: true, showCode: false, casterKey: 'k3y' });
  });
});
