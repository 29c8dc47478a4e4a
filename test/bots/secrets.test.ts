// R52 for bots: a bot decides from viewFor and legalActions only, so no secret of another captain can change what it does.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, createVoyage, legalActions, tick, viewFor } from '../../shared/pastry/index';
import type { GameState } from '../../shared/pastry/index';
import { actorOf } from '../../shared/pastry/state';
import { botAction, photoDecision } from '../../shared/pastry/bots/index';
import { scrambleSecrets } from '../engine/secrets';
import { NO_TIMERS } from '../sim/voyage';
import type { BotLevel } from '../../shared/table/step';

const BOTS_DIR = join(__dirname, '../../shared/pastry/bots');
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** Every state of a bot voyage, in order. */
function statesOf(seed: string, count: number): GameState[] {
  let state = createVoyage({ seed, captains: Array.from({ length: count }, (_, i) => ({ name: `c${i}`, bot: LEVELS[i % 3] })), options: NO_TIMERS });
  const states = [state];
  for (let step = 0, now = 0; state.phase !== 'over'; step++, now += 250) {
    const seat = actorOf(state)!;
    const action = botAction(viewFor(state, seat), legalActions(state, seat), LEVELS[seat % 3], `${seed}:${step}`);
    const r = applyAction(state, seat, action, now);
    if (!r.ok) throw new Error(r.error.code);
    const t = tick(r.state, now + 250);
    state = t.ok ? t.state : r.state;
    states.push(state);
  }
  return states;
}

describe('R52: bots see only the view', () => {
  it('every decision is the same when every secret hidden from the bot (other recipes, bench contents, storm, stream) is changed', () => {
    let compared = 0;
    let differentSecrets = 0;
    for (const seed of ['secret-a', 'secret-b', 'secret-c']) {
      for (const state of statesOf(seed, 4)) {
        if (state.phase === 'over') continue;
        const seat = actorOf(state)!;
        const scrambled = scrambleSecrets(state, seat);
        if (JSON.stringify(scrambled.captains) !== JSON.stringify(state.captains)) differentSecrets++;
        for (const level of LEVELS) {
          const mine = botAction(viewFor(state, seat), legalActions(state, seat), level, `${seed}:${compared}`);
          const theirs = botAction(viewFor(scrambled, seat), legalActions(scrambled, seat), level, `${seed}:${compared}`);
          expect(theirs).toEqual(mine);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differentSecrets).toBeGreaterThan(100);
  });

  it("a bot works from a plain JSON copy of the view: nothing but the view's data reaches it", () => {
    for (const state of statesOf('secret-json', 3).filter((_, i) => i % 5 === 0)) {
      if (state.phase === 'over') continue;
      const seat = actorOf(state)!;
      const view = viewFor(state, seat);
      const copy = JSON.parse(JSON.stringify(view));
      const legal = legalActions(state, seat);
      expect(botAction(copy, legal, 'hard', 'json')).toEqual(botAction(view, legal, 'hard', 'json'));
    }
  });

  it('the bots import no engine internals that hold secrets, never take a GameState, and use no clock or Math.random', () => {
    const files = readdirSync(BOTS_DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const source = readFileSync(join(BOTS_DIR, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const path of imports) expect(path, `${file} imports ${path}`).toMatch(/^(\.\/[a-z]+|\.\.\/types|\.\.\/grid|\.\.\/rules\/[a-z]+|\.\.\/\.\.\/table\/(dice|step))$/);
      expect(source, file).not.toMatch(/GameState|CaptainState|benchOrder|Math\.random|Date\.now|performance\.now/);
    }
  });

  it("photoDecision only ever photographs the bot's own surfaced creature", () => {
    const state = createVoyage({ seed: 'photo-own', captains: [{ name: 'a' }, { name: 'b' }], options: NO_TIMERS });
    const view = viewFor(state, 0);
    const theirs = { ...view, sightings: [{ id: 'sighting-1-abc', seat: 1, creature: 'Kraken', points: 10, until: 5 }] };
    expect(photoDecision(theirs, [{ type: 'photo', sighting: 'sighting-1-abc' }], 'hard', 'p')).toBeNull();
  });
});
