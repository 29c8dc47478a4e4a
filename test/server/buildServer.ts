// Vitest global setup for the Node tests: builds the server once (server/buildServer.mjs, as `npm start` does), so the tests
// that run a server in its own process (restarts, the crash drill, scale-out) run the code production runs.
import { buildTestServer } from './child';

/** Builds the tests' server before any test file starts. */
export default function buildServer(): void {
  buildTestServer();
}
