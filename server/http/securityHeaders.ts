// The security headers every response carries (helmet), with a Content-Security-Policy the whole game runs under.
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';

/** The page's own host as ws: and wss: sources (colyseus.js connects to location.host); 'self' alone misses ws: in older browsers. */
function ownSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `ws://${host} wss://${host}` : '';
}

/** Helmet's headers with a strict CSP: scripts only from this origin, plus 'wasm-unsafe-eval' for Rapier's inline WASM. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'], // data: for the favicon
        fontSrc: ["'self'", 'data:'], // vite inlines the smallest font subsets as data: URLs
        connectSrc: ["'self'", (req) => ownSockets(req as IncomingMessage)],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"], // the help panel shows /rules.html in a frame of the game
      },
    },
  });
}
