// The built client, served as a production site: the build's .br/.gz twins sent as they are, and cache headers.
import { sep } from 'node:path';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output never changes under its name, so browsers keep it a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages (and unhashed files) are revalidated on every visit, so a new build reaches everyone at once. */
export const REVALIDATE = 'no-cache';

/** Serves `dir` (vite's output), preferring brotli, then gzip, then the plain file; /assets/* are immutable, the rest revalidated. */
export function serveClient(dir: string) {
  const assets = `${dir}${sep}assets${sep}`;
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: {
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    },
  });
}
