// Vitest for mutation testing (`npm run mutate:merchant`): only Merchant Voyages' rule and bot tests, in Node, no browser project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', include: ['test/merchant/**/*.test.ts'], testTimeout: 120_000, env: { MERCHANT_PROPERTY_GAMES: '60' } },
});
