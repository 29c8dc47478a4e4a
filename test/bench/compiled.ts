// Runs a benchmark's code compiled, as the server runs (server/buildServer.mjs: one esbuild bundle, plain node), not through
// tsx, whose keepNames wrapping and module getters cost a third of an engine step: the figures are what players get.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bundles `entry` into dist/bench/ (beside node_modules, which its packages are read from); returns the bundle's path. */
export async function bundled(entry: string): Promise<string> {
  const outfile = resolve('dist/bench', `${entry.replace(/[/\\.]/g, '-')}.mjs`);
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', tsconfig: 'tsconfig.json', logLevel: 'warning' });
  return outfile;
}

/** Bundles `entry` and imports it. */
export async function compiled<T>(entry: string): Promise<T> {
  return (await import(pathToFileURL(join(await bundled(entry))).href)) as T;
}
