// A whole game played by bots through nothing but a GameModule: the driver the contract suite runs for every game.
import type { AnyGameModule } from '../../shared/table/gameModule';
import type { BotLevel } from '../../shared/table/step';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** One step of a bot game: who acted, what, when, the state before it, and the events of the action and the tick after it. */
export type BotStep = { before: unknown; seat: number; action: unknown; now: number; events: { type: string }[] };

/** A bot game from `seed` for `count` bots of mixed levels, timers off; every step, and the final state. */
export function playBotGame(module: AnyGameModule, seed: string, count: number, maxSteps = 5000): { steps: BotStep[]; final: unknown } {
  let state = module.createVoyage({ seed, captains: Array.from({ length: count }, (_, i) => ({ name: `Bot ${i}`, bot: LEVELS[i % 3] })), options: { turnMs: 0, decisionMs: 0, namingMs: 0 }, now: 0 });
  const steps: BotStep[] = [];
  for (let n = 0, now = 0; n < maxSteps; n++, now += 250) {
    const seat = module.viewFor(state, null).actor;
    if (seat === null) break;
    const legal = module.legalActions(state, seat);
    const action = module.botAction(module.viewFor(state, seat), legal, LEVELS[seat % 3], `${seed}:${n}`);
    const result = module.applyAction(state, seat, action, now);
    if (!result.ok) throw new Error(`${module.key} step ${n}: the bot's ${JSON.stringify(action)} was refused: ${result.error.message}`);
    const ticked = module.tick(result.state, now + 250);
    steps.push({ before: state, seat, action, now, events: [...result.events, ...(ticked.ok ? ticked.events : [])] });
    state = ticked.ok ? ticked.state : result.state;
  }
  return { steps, final: state };
}
