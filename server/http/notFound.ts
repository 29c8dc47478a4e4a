// What an address that names nothing gets: a styled page with a way back to the lobby, or for the API a JSON error.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';

/** The last handler: /api/* answers JSON; any other path the built client's 404 page (public/404.html), with status 404. */
export function notFound(clientDir: string) {
  const page = join(clientDir, '404.html');
  return (req: Request, res: Response) => {
    res.status(404);
    if (req.path.startsWith('/api/')) return res.json({ error: 'not-found', message: `Nothing is at ${req.path.slice(0, 80)}.` });
    if (existsSync(page)) return res.set('Cache-Control', 'no-cache').sendFile(page);
    res.type('text/plain').send('Nothing is at this address. The lobby is at /.');
  };
}
