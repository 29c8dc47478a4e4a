// R36 to R38: End turn, sea creatures surfacing and photographed in time, and the Best Photographer award.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, GameEvent, Sighting } from '../../shared/pastry/index';
import { bestPhotographers } from '../../shared/pastry/rules/scoring';
import { arrange } from './fixtures';
import { act, at, type Ok, refused } from './expectations';

type Surfaced = Extract<GameEvent, { type: 'creatureSurfaced' }>;

const END: Action = { type: 'endTurn' };
const photo = (id: string): Action => ({ type: 'photo', sighting: id });

/** Seat 0 ends its turn at `now`: the state after, and the secret sighting it started. */
function spotted(a: Parameters<typeof arrange>[0] = {}, now = 1000): { r: Ok; sighting: Sighting } {
  const s = arrange({ now, ...a });
  const r = act(s, 0, END, now);
  expect(r.state.sightings).toHaveLength(1);
  return { r, sighting: r.state.sightings[0] };
}

/** The creature table of R37: name, weight, points. */
const TABLE: [string, number, number][] = [
  ['Dolphin', 30, 1],
  ['Flying fish', 30, 1],
  ['Sea turtle', 20, 2],
  ['Humpback whale', 12, 3],
  ['Narwhal', 5, 4],
  ['Giant squid', 2, 6],
  ['Kraken', 1, 10],
];

describe('R36 End turn', () => {
  it('R36 End turn passes play to the next seat at once and spots a creature on the way', () => {
    const s = arrange({ captains: 3, now: 500 });
    const r = act(s, 0, END, 500);
    expect(r.events.map((e) => e.type)).toEqual(['turnEnded', 'sightingStarted', 'turnStarted']);
    expect(r.events[1]).toEqual({ type: 'sightingStarted', seat: 0 });
    expect(r.events[2]).toEqual({ type: 'turnStarted', seat: 1, deadline: 500 + 45_000 });
    expect(r.state.turn).toBe(1);
    expect(r.state.phase).toBe('turn');
    expect(r.state.sailed).toBe(false);
    expect(r.state.sightings.map((x) => x.seat)).toEqual([0]);
  });

  it('R36 End turn is always among the legal actions of the captain to move, and only theirs', () => {
    const s = arrange({ captains: 3 });
    expect(legalActions(s, 0)).toContainEqual(END);
    expect(legalActions(s, 1)).not.toContainEqual(END);
    refused(s, 1, END, 'not-your-turn');
    refused(s, 2, END, 'not-your-turn');
  });

  it('R36 a captain may sail and then End turn', () => {
    const s = arrange({
      ships: [
        [5, 5],
        [9, 9],
      ],
      wind: 'N',
    });
    const sailed = act(s, 0, { type: 'sail', route: ['E', 'E'] }).state;
    const r = act(sailed, 0, END);
    expect(r.state.captains[0].pos).toEqual([7, 5]);
    expect(r.state.turn).toBe(1);
    expect(r.events).toContainEqual({ type: 'sightingStarted', seat: 0 });
  });

  it('R36 End turn is not an answer to a battle', () => {
    const s = arrange({
      ships: [
        [5, 5],
        [6, 5],
      ],
      holds: [[], ['Flour']],
      wind: 'N',
    });
    const loaded = act(s, 0, { type: 'battle', target: 1 }).state;
    refused(loaded, 1, END, 'wrong-phase');
    refused(loaded, 0, END, 'not-your-turn');
  });

  it("R36 the last seat's End turn ends the day and the next dawns with seat 0 to move", () => {
    const s = arrange({ captains: 2 });
    const one = act(s, 0, END, 10).state;
    const r = act(one, 1, END, 20);
    expect(r.state.day).toBe(2);
    expect(r.state.turn).toBe(0);
    expect(r.state.sightings.map((x) => x.seat)).toEqual([0, 1]);
  });
});

describe('R37 Sea creatures', () => {
  it('R37 the sighting surfaces 0.5 to 2.5 s after End turn, not before', () => {
    const { r, sighting } = spotted({}, 1000);
    expect(sighting.surfaceAt).toBeGreaterThanOrEqual(1500);
    expect(sighting.surfaceAt).toBeLessThanOrEqual(3500);
    expect(sighting.up).toBe(false);
    const early = at(r.state, sighting.surfaceAt - 1);
    expect(early.events).toEqual([]);
    expect(early.state.sightings[0].up).toBe(false);
    const up = at(r.state, sighting.surfaceAt);
    expect(up.events).toEqual([
      {
        type: 'creatureSurfaced',
        seat: 0,
        id: sighting.id,
        creature: sighting.creature,
        points: sighting.points,
        until: sighting.surfaceAt + 2000,
      },
    ]);
    expect(up.state.sightings[0].up).toBe(true);
  });

  it('R37 surfacing delays cover the whole 500..2500 ms range and never leave it', () => {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < 300; i++) {
      const { sighting } = spotted({ seed: `d${i}` }, 10_000);
      const delay = sighting.surfaceAt - 10_000;
      expect(Number.isInteger(delay)).toBe(true);
      min = Math.min(min, delay);
      max = Math.max(max, delay);
    }
    expect(min).toBeGreaterThanOrEqual(500);
    expect(max).toBeLessThanOrEqual(2500);
    expect(min).toBeLessThan(600);
    expect(max).toBeGreaterThan(2400);
  });

  it('R37 a photograph while the creature is up keeps it, once', () => {
    const { r, sighting } = spotted();
    const up = at(r.state, sighting.surfaceAt).state;
    expect(legalActions(up, 0)).toContainEqual(photo(sighting.id));
    const shot = act(up, 0, photo(sighting.id), sighting.surfaceAt + 1000);
    expect(shot.events).toEqual([{ type: 'photographed', seat: 0, id: sighting.id, creature: sighting.creature, points: sighting.points }]);
    expect(shot.state.captains[0].photos).toEqual([{ creature: sighting.creature, points: sighting.points }]);
    expect(shot.state.sightings).toEqual([]);
    expect(shot.state.turn).toBe(1); // the photo is no move: play is where it was
    expect(shot.state.phase).toBe('turn');
    refused(shot.state, 0, photo(sighting.id), 'no-such-sighting', sighting.surfaceAt + 1100);
    // the photograph is public
    expect(viewFor(shot.state, 1).captains[0].photos).toEqual([{ creature: sighting.creature, points: sighting.points }]);
  });

  it('R37 the 0.25 s grace: a tap at until + 250 ms counts, at until + 251 ms it is too late', () => {
    const { r, sighting } = spotted();
    const until = sighting.surfaceAt + 2000;
    const up = at(r.state, sighting.surfaceAt).state;
    expect(act(up, 0, photo(sighting.id), until).state.captains[0].photos).toHaveLength(1);
    expect(act(up, 0, photo(sighting.id), until + 250).state.captains[0].photos).toHaveLength(1);
    refused(up, 0, photo(sighting.id), 'too-late', until + 251);
    refused(up, 0, photo(sighting.id), 'too-late', until + 5000);
  });

  it('R37 a tick inside the grace keeps the creature; a tick after it dives it', () => {
    const { r, sighting } = spotted();
    const until = sighting.surfaceAt + 2000;
    const up = at(r.state, sighting.surfaceAt).state;
    const inGrace = at(up, until + 250);
    expect(inGrace.events).toEqual([]);
    expect(inGrace.state.sightings).toHaveLength(1);
    const dived = at(up, until + 251);
    expect(dived.events).toEqual([{ type: 'creatureDived', seat: 0, id: sighting.id }]);
    expect(dived.state.sightings).toEqual([]);
    expect(dived.state.captains[0].photos).toEqual([]);
    refused(dived.state, 0, photo(sighting.id), 'no-such-sighting', until + 252);
    expect(legalActions(dived.state, 0).some((a) => a.type === 'photo')).toBe(false);
  });

  it("R37 the server's clock decides: a tap at surfaceAt counts even before any tick has surfaced it", () => {
    const { r, sighting } = spotted();
    const shot = act(r.state, 0, photo(sighting.id), sighting.surfaceAt);
    expect(shot.state.captains[0].photos).toEqual([{ creature: sighting.creature, points: sighting.points }]);
    expect(shot.state.sightings).toEqual([]);
    refused(r.state, 0, photo(sighting.id), 'too-late', sighting.surfaceAt + 2251);
  });

  it('R37 a late server tick still surfaces and dives the creature, in that order', () => {
    const { r, sighting } = spotted();
    const late = at(r.state, sighting.surfaceAt + 10_000);
    expect(late.events.map((e) => e.type)).toEqual(['creatureSurfaced', 'creatureDived']);
    expect(late.state.sightings).toEqual([]);
  });

  it("R37 only the sighting's captain may photograph it", () => {
    const { r, sighting } = spotted({ captains: 3 });
    const up = at(r.state, sighting.surfaceAt).state;
    refused(up, 1, photo(sighting.id), 'not-your-sighting', sighting.surfaceAt + 10);
    refused(up, 2, photo(sighting.id), 'not-your-sighting', sighting.surfaceAt + 10);
    expect(legalActions(up, 1).some((a) => a.type === 'photo')).toBe(false);
  });

  it('R37 an unknown id, or the right id before the creature surfaces, is no sighting', () => {
    const { r, sighting } = spotted();
    refused(r.state, 0, photo('sighting-1-aaaaaa'), 'no-such-sighting', sighting.surfaceAt + 10);
    refused(r.state, 0, photo(sighting.id), 'no-such-sighting', sighting.surfaceAt - 1);
    expect(legalActions(r.state, 0).some((a) => a.type === 'photo')).toBe(false);
    const up = at(r.state, sighting.surfaceAt).state;
    refused(up, 0, photo(`${sighting.id}x`), 'no-such-sighting', sighting.surfaceAt + 10);
  });

  it('R37 the photograph may be taken whatever phase the voyage is in, even mid-battle', () => {
    const s = arrange({
      ships: [
        [5, 5],
        [6, 5],
      ],
      holds: [['Sugar'], ['Flour']],
      wind: 'N',
      now: 0,
    });
    const ended = act(s, 0, END, 0);
    const sighting = ended.state.sightings[0];
    const loaded = act(ended.state, 1, { type: 'battle', target: 0 }, 100).state;
    expect(loaded.phase).toBe('bribe');
    const up = at(loaded, sighting.surfaceAt).state;
    const shot = act(up, 0, photo(sighting.id), sighting.surfaceAt + 5);
    expect(shot.state.phase).toBe('bribe');
    expect(shot.state.captains[0].photos).toHaveLength(1);
  });

  it("R37 the next captain's turn starts at once: they act before the creature surfaces", () => {
    const { r, sighting } = spotted({ captains: 3 }, 1000);
    expect(r.state.turn).toBe(1);
    expect(r.state.deadline).toBe(1000 + 45_000);
    const next = act(r.state, 1, END, 1000);
    expect(next.state.turn).toBe(2);
    expect(next.state.sightings.map((x) => x.seat)).toEqual([0, 1]);
    const up = at(next.state, sighting.surfaceAt).state;
    expect(act(up, 0, photo(sighting.id), sighting.surfaceAt + 1).state.captains[0].photos).toHaveLength(1);
  });

  it('R37 Dock does not start a sighting, whether or not a crate is bought', () => {
    for (let i = 0; i < 12; i++) {
      const s = arrange({
        seed: `dock${i}`,
        ships: [
          [3, 4],
          [9, 9],
        ],
        gold: [5, 3],
      }); // the Flour dock
      const docked = act(s, 0, { type: 'dock' });
      expect(docked.events.some((e) => e.type === 'sightingStarted')).toBe(false);
      expect(docked.state.phase).toBe('buy');
      const bought = act(docked.state, 0, { type: 'buy' });
      const declined = act(docked.state, 0, END);
      for (const r of [bought, declined]) {
        expect(r.events.some((e) => e.type === 'sightingStarted')).toBe(false);
        expect(r.state.sightings).toEqual([]);
        expect(r.state.turn).toBe(1);
      }
    }
    const poor = arrange({
      ships: [
        [3, 4],
        [9, 9],
      ],
      gold: [0, 3],
      crates: [0, 3, 3, 3, 3, 3, 3, 3],
    });
    const flip = act(poor, 0, { type: 'dock' }); // sold out: flip, then the turn ends
    expect(flip.state.turn).toBe(1);
    expect(flip.state.sightings).toEqual([]);
  });

  it('R37 Battle does not start a sighting, even when the bribe is accepted', () => {
    const s = arrange({
      ships: [
        [5, 5],
        [6, 5],
      ],
      holds: [[], ['Flour']],
      wind: 'N',
    });
    const loaded = act(s, 0, { type: 'battle', target: 1 }).state;
    const offered = act(loaded, 1, { type: 'bribe', offer: { gold: 1 } }).state;
    const r = act(offered, 0, { type: 'answer', accept: true });
    expect(r.state.turn).toBe(1);
    expect(r.events.some((e) => e.type === 'sightingStarted')).toBe(false);
    expect(r.state.sightings).toEqual([]);
  });

  it('R37 bot turns start a sighting too', () => {
    const s = arrange();
    s.captains[0].bot = 'normal';
    const r = act(s, 0, END);
    expect(r.events).toContainEqual({ type: 'sightingStarted', seat: 0 });
    expect(r.state.sightings.map((x) => x.seat)).toEqual([0]);
  });

  it('R37 the sighting is secret until it surfaces: no view and no event shows it', () => {
    const { r, sighting } = spotted({ captains: 3 });
    for (const seat of [0, 1, 2, null]) {
      const view = viewFor(r.state, seat);
      expect(view.sightings).toEqual([]);
      const json = JSON.stringify(view);
      expect(json).not.toContain(sighting.id);
      expect(json).not.toContain(sighting.creature);
      expect(json).not.toContain('surfaceAt');
    }
    const events = JSON.stringify(r.events);
    expect(events).not.toContain(sighting.id);
    expect(events).not.toContain(sighting.creature);
    expect(events).not.toContain(String(sighting.surfaceAt));
    const up = at(r.state, sighting.surfaceAt).state;
    for (const seat of [0, 1, null]) {
      expect(viewFor(up, seat).sightings).toEqual([{ id: sighting.id, seat: 0, creature: sighting.creature, points: sighting.points, until: sighting.surfaceAt + 2000 }]);
    }
  });

  it('R37 a waiting sighting stays hidden while an earlier one is up', () => {
    const s = arrange({ captains: 3, now: 0 });
    const one = act(s, 0, END, 0).state;
    const first = one.sightings[0];
    const two = act(one, 1, END, first.surfaceAt - 400).state; // the second starts 400 ms before the first surfaces
    const second = two.sightings[1];
    expect(second.surfaceAt).toBeGreaterThan(first.surfaceAt);
    const up = at(two, first.surfaceAt).state;
    const view = viewFor(up, 1);
    expect(view.sightings.map((x) => x.id)).toEqual([first.id]);
    expect(JSON.stringify(view)).not.toContain(second.id);
    expect(JSON.stringify(viewFor(up, null))).not.toContain(second.id);
  });

  it('R37 the sightingMs option sets how long the creature stays up', () => {
    const { r, sighting } = spotted({ options: { sightingMs: 5000 } });
    const up = at(r.state, sighting.surfaceAt);
    expect((up.events[0] as Surfaced).until).toBe(sighting.surfaceAt + 5000);
    expect(viewFor(up.state, 0).sightings[0].until).toBe(sighting.surfaceAt + 5000);
    expect(act(up.state, 0, photo(sighting.id), sighting.surfaceAt + 4000).state.captains[0].photos).toHaveLength(1);
    expect(act(up.state, 0, photo(sighting.id), sighting.surfaceAt + 5250).state.captains[0].photos).toHaveLength(1);
    refused(up.state, 0, photo(sighting.id), 'too-late', sighting.surfaceAt + 5251);
    expect(at(up.state, sighting.surfaceAt + 5250).state.sightings).toHaveLength(1);
    expect(at(up.state, sighting.surfaceAt + 5251).state.sightings).toEqual([]);
    // with the default 2 s, the same tap at +4000 ms is too late
    const d = spotted();
    const dUp = at(d.r.state, d.sighting.surfaceAt).state;
    refused(dUp, 0, photo(d.sighting.id), 'too-late', d.sighting.surfaceAt + 4000);
    const short = spotted({ options: { sightingMs: 500 } });
    refused(at(short.r.state, short.sighting.surfaceAt).state, 0, photo(short.sighting.id), 'too-late', short.sighting.surfaceAt + 751);
  });

  it('R37 each creature carries its table points, and every sighting has a fresh id', () => {
    const points = new Map(TABLE.map(([name, , p]) => [name, p]));
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { sighting } = spotted({ seed: `p${i}` });
      expect(points.has(sighting.creature), sighting.creature).toBe(true);
      expect(sighting.points).toBe(points.get(sighting.creature));
      ids.add(sighting.id);
    }
    expect(ids.size).toBe(200);
  });

  it('R37 over 12000 End turns the creatures follow the weights 30/30/20/12/5/2/1', () => {
    const counts = new Map<string, number>(TABLE.map(([name]) => [name, 0]));
    const points = new Map(TABLE.map(([name, , p]) => [name, p]));
    const n = 12_000;
    let total = 0;
    for (let v = 0; total < n; v++) {
      let s = arrange({ seed: `w${v}`, captains: 2, options: { dayLimit: 1000 } });
      for (let k = 0; k < 200; k++) {
        const r = act(s, s.turn, END, k * 10);
        expect(r.state.sightings).toHaveLength(1);
        const x = r.state.sightings[0];
        expect(points.get(x.creature)).toBe(x.points);
        counts.set(x.creature, (counts.get(x.creature) ?? 0) + 1);
        total++;
        s = { ...r.state, sightings: [] }; // keep the test quick: the creatures are counted, not watched
      }
    }
    expect([...counts.keys()]).toEqual(TABLE.map(([name]) => name)); // nothing off the table
    let chi = 0;
    for (const [name, weight] of TABLE) {
      const p = weight / 100;
      const expected = total * p;
      const seen = counts.get(name)!;
      chi += (seen - expected) ** 2 / expected;
      expect(Math.abs(seen - expected), name).toBeLessThan(4 * Math.sqrt(total * p * (1 - p)));
    }
    expect(counts.get('Kraken')).toBeGreaterThan(0);
    expect(chi).toBeLessThan(22.46); // chi-square, 6 degrees of freedom, p = 0.001
  });
});

describe('R38 Photographs score', () => {
  const P = (creature: string, points: number) => ({ creature, points });

  it('R38 the highest photograph total wins Best Photographer', () => {
    const s = arrange({ captains: 3 });
    s.captains[0].photos = [P('Dolphin', 1), P('Sea turtle', 2)];
    s.captains[1].photos = [P('Narwhal', 4)];
    s.captains[2].photos = [];
    expect(bestPhotographers(s)).toEqual([1]);
  });

  it('R38 totals are by points, not by the number of photographs', () => {
    const s = arrange({ captains: 2 });
    s.captains[0].photos = [P('Dolphin', 1), P('Flying fish', 1), P('Dolphin', 1), P('Dolphin', 1)];
    s.captains[1].photos = [P('Kraken', 10)];
    expect(bestPhotographers(s)).toEqual([1]);
    s.captains[1].photos = [P('Humpback whale', 3)];
    expect(bestPhotographers(s)).toEqual([0]);
  });

  it('R38 ties share the award', () => {
    const s = arrange({ captains: 4 });
    s.captains[0].photos = [P('Humpback whale', 3), P('Dolphin', 1)];
    s.captains[1].photos = [P('Dolphin', 1)];
    s.captains[2].photos = [P('Narwhal', 4)];
    s.captains[3].photos = [P('Sea turtle', 2), P('Sea turtle', 2)];
    expect(bestPhotographers(s)).toEqual([0, 2, 3]);
  });

  it('R38 nobody wins Best Photographer with no photographs at all', () => {
    const s = arrange({ captains: 3 });
    expect(bestPhotographers(s)).toEqual([]);
  });

  it('R38 the voyage result carries the award, in the state and every view', () => {
    const s = arrange({ captains: 3, options: { dayLimit: 1 } });
    s.captains[0].photos = [P('Giant squid', 6)];
    s.captains[1].photos = [P('Narwhal', 4), P('Sea turtle', 2)];
    s.captains[2].photos = [P('Dolphin', 1)];
    let state = act(s, 0, END, 0).state;
    state = act(state, 1, END, 0).state;
    const r = act(state, 2, END, 0);
    expect(r.state.phase).toBe('over');
    expect(r.state.result?.bestPhotographer).toEqual([0, 1]);
    expect(viewFor(r.state, 2).result?.bestPhotographer).toEqual([0, 1]);
    expect(viewFor(r.state, null).result?.bestPhotographer).toEqual([0, 1]);
  });

  it('R38 a voyage where nobody photographed anything gives the award to nobody', () => {
    const s = arrange({ captains: 2, options: { dayLimit: 1 } });
    const r = act(act(s, 0, END, 0).state, 1, END, 0);
    expect(r.state.phase).toBe('over');
    expect(r.state.result?.bestPhotographer).toEqual([]);
  });

  it('R38 photographs taken in play are what score', () => {
    const s = arrange({ captains: 2, options: { dayLimit: 1 } });
    const ended = act(s, 0, END, 0);
    const sighting = ended.state.sightings[0];
    const up = at(ended.state, sighting.surfaceAt).state;
    const shot = act(up, 0, photo(sighting.id), sighting.surfaceAt + 100).state;
    const r = act(shot, 1, END, sighting.surfaceAt + 200);
    expect(r.state.phase).toBe('over');
    expect(r.state.captains[0].photos).toEqual([{ creature: sighting.creature, points: sighting.points }]);
    expect(r.state.result?.bestPhotographer).toEqual([0]);
    expect(r.state.sightings).toEqual([]); // seat 1's sighting never surfaces: the voyage is over
  });
});
