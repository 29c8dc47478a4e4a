// `npm run mutate:merchant`: StrykerJS over the Merchant Voyages engine (shared/merchant/*.ts, not its bots) against
// test/merchant only (vitest.merchant.config.ts). Slow (tens of minutes on two cores); not in CI. Narrow it with --mutate FILES.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.merchant.config.ts' },
  mutate: ['shared/merchant/*.ts', '!shared/merchant/types.ts', '!shared/merchant/index.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/merchant.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['client', 'server', 'public', 'reports', 'test/e2e', 'test/client', 'test/server'],
};
