// Rehearsal settings from the address bar (`?pace=0&seed=…&prelude=3000&until=bake`), for browser tests only: a
// `--mode test` build reads them, and a production bundle compiles this down to nothing.

/** What a rehearsal's prelude asks: bots sail every seat this many steps, or until this phase or event. */
type Prelude = { steps: number; until?: string };

/** The room options a test's address asks for; always none outside a test build. */
export function rehearsal(): { pace?: number; seed?: string; prelude?: Prelude } {
  if (!__TEST_HOOKS__) return {};
  const params = new URLSearchParams(location.search);
  const pace = params.get('pace');
  const seed = params.get('seed');
  const steps = params.get('prelude');
  const until = params.get('until');
  return {
    ...(pace !== null ? { pace: Number(pace) } : {}),
    ...(seed ? { seed } : {}),
    ...(steps ? { prelude: { steps: Number(steps), ...(until ? { until } : {}) } } : {}),
  };
}
