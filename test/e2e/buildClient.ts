// Vitest global setup for the browser tests: builds the client once in test mode (window.__pirates in) into a temporary
// folder, never dist/client where `npm start` keeps the production build, and hands its path to every browser test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test build of the client is. */
    clientDir: string;
  }
}

/** Builds the client and provides its folder; the returned teardown deletes it. */
export default async function buildClient(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pastry-e2e-client-'));
  await build({ configFile: resolve('vite.config.ts'), mode: 'test', logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  project.provide('clientDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
