// Rehearsal settings from the address bar (`?pace=0&seed=…`), for browser tests only: a `--mode test` build reads them,
// and a production bundle compiles this down to nothing.

/** The room options a test's address asks for; always none outside a test build. */
export function rehearsal(): { pace?: number; seed?: string } {
  if (!__TEST_HOOKS__) return {};
  const params = new URLSearchParams(location.search);
  const pace = params.get('pace');
  const seed = params.get('seed');
  return { ...(pace !== null ? { pace: Number(pace) } : {}), ...(seed ? { seed } : {}) };
}
