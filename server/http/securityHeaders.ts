// The security headers every response carries (helmet), with a Content-Security-Policy the whole game runs under.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet, { crossOriginOpenerPolicy, originAgentCluster } from 'helmet';

/** The page's own host as ws: and wss: sources (colyseus.js connects to location.host); 'self' alone misses ws: in older browsers. */
function ownSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `ws://${host} wss://${host}` : '';
}

/** Whether the browser sees this origin as trustworthy: HTTPS (our TLS, or our proxy's when trusted) or a loopback name. */
function trustworthyOrigin(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()!
    .trim();
  if (trustProxy && proto === 'https') return true;
  const name = (req.headers.host ?? '').replace(/:\d+$/, '');
  return /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\])$/.test(name);
}

/**
 * Cross-Origin-Opener-Policy and Origin-Agent-Cluster only where browsers honour them: on a plain-HTTP LAN name Chromium
 * logs an error for the first, and for the second a warning that the origin could not be origin-keyed.
 */
function trustworthyOnly(trustProxy: boolean) {
  const coop = crossOriginOpenerPolicy();
  const oac = originAgentCluster();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!trustworthyOrigin(req, trustProxy)) return next();
    oac(req, res, () => coop(req, res, next));
  };
}

/** Helmet's headers with a strict CSP: scripts only from this origin, plus 'wasm-unsafe-eval' for Rapier's inline WASM. */
export function securityHeaders(trustProxy: boolean) {
  const headers = helmet({
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
    crossOriginOpenerPolicy: false, // both sent by trustworthyOnly, where they mean something
    originAgentCluster: false,
  });
  return [headers, trustworthyOnly(trustProxy)];
}
