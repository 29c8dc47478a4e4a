// Rehearsal settings from the address bar (`?pace=0&seed=…&prelude=3000&until=bake&sighting=10000&backoff=200,1000`), for browser tests
// only: a `--mode test` build reads them, and a production bundle compiles this down to the timers it was given.
import { RECONNECT_BACKOFF, type Backoff } from './net/backoff';
import type { CreateSettings } from './net/createSettings';

/** What a rehearsal's prelude asks: bots sail every seat this many steps, or until this phase or event. */
type Prelude = { steps: number; until?: string };

/** A room's timers, with what a test's address asks on top of them (outside a test build, just the timers). */
export function rehearsal(timers: CreateSettings['timers']): { timers: CreateSettings['timers']; pace?: number; seed?: string; prelude?: Prelude } {
  if (!__TEST_HOOKS__) return { timers };
  const params = new URLSearchParams(location.search);
  const pace = params.get('pace');
  const seed = params.get('seed');
  const steps = params.get('prelude');
  const until = params.get('until');
  const sighting = params.get('sighting'); // how long a creature stays up (R37's option), so a slow test can see it
  return {
    timers: sighting !== null ? { ...timers, sightingMs: Number(sighting) } : timers,
    ...(pace !== null ? { pace: Number(pace) } : {}),
    ...(seed ? { seed } : {}),
    ...(steps ? { prelude: { steps: Number(steps), ...(until ? { until } : {}) } } : {}),
  };
}

/** The reconnect backoff: production's, or a test's `?backoff=FIRST,CAP` (ms), so a browser test of a long outage need not wait minutes. */
export function rehearsedBackoff(): Backoff {
  if (!__TEST_HOOKS__) return RECONNECT_BACKOFF;
  const [firstMs, capMs] = (new URLSearchParams(location.search).get('backoff') ?? '').split(',').map(Number);
  return firstMs > 0 && capMs >= firstMs ? { firstMs, capMs } : RECONNECT_BACKOFF;
}
