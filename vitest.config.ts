// Vitest: every test under test/, in Node, in two groups. First, three files at a time on two cores, the rules, bots, client
// logic and servers (most server tests wait on clocks and sockets: the group used 0.7 of a core on average); then the
// browser tests two at a time against one test build (they mostly wait on the game's shows and clocks, and light detail's
// frames are cheap: all passed two at a time beside two engine benchmarks at a load of 8 to 10). The longest files start
// first (test/longestFirst.ts).
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/longestFirst.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'], globalSetup: ['test/server/buildServer.ts'], maxWorkers: 3, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/e2e/buildClient.ts'], maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
