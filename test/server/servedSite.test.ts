// Served like a production site: the built pages and scripts come precompressed (br, else gzip) with cache
// headers (hashed /assets/* immutable for a year, pages revalidated), helmet's security headers and no X-Powered-By; and
// test hooks stay in tests: a production build has no window.__pirates, a `--mode test` build has it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { startServer, type RunningServer } from '../../server/app';

/** Builds the client in `mode` into a temporary folder and returns the folder. */
async function buildClient(root: string, mode: 'production' | 'test'): Promise<string> {
  const outDir = join(root, mode);
  await build({ configFile: resolve('vite.config.ts'), mode, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Every built script's text. */
function scripts(dir: string): string {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with the given Accept-Encoding, the body as it came over the wire. */
function get(port: number, path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

/** The body decoded as the Content-Encoding says. */
function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(reply.body) : encoding === 'gzip' ? gunzipSync(reply.body) : reply.body).toString('utf8');
}

describe('the built client as a production site', () => {
  let root: string;
  let production: string;
  let testBuild: string;
  let server: RunningServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pastry-site-'));
    production = await buildClient(root, 'production');
    testBuild = await buildClient(root, 'test');
    server = await startServer({ port: 0, dataDir: join(root, 'data'), clientDir: production });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the lobby page and rules brotli-compressed and revalidated, with the security headers and no X-Powered-By', async () => {
    for (const path of ['/', '/index.html', '/rules.html']) {
      const page = await get(server.port, path, 'gzip, deflate, br');
      expect(page.status, path).toBe(200);
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(decoded(page), path).toContain('<!doctype html>');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port} wss://127.0.0.1:${server.port}`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-powered-by']).toBeUndefined();
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['origin-agent-cluster']).toBe('?1');
    }
    // On a plain-HTTP LAN name the sockets' sources follow the name, and COOP and Origin-Agent-Cluster (which Chromium would
    // report as ignored, or as not origin-keyed) are left out.
    const lan = await get(server.port, '/', 'br', { host: 'pirates.lan:2567' });
    expect(lan.headers['content-security-policy']).toContain("connect-src 'self' ws://pirates.lan:2567 wss://pirates.lan:2567");
    expect(lan.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(lan.headers['origin-agent-cluster']).toBeUndefined();
    const health = await get(server.port, '/health', 'br');
    expect(health.headers['x-powered-by']).toBeUndefined();
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the lobby's scripts and styles compressed and immutable for a year, gzip to a client without brotli, plain to one with neither", async () => {
    const html = decoded(await get(server.port, '/', 'br'));
    const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(linked.some((p) => p.endsWith('.js'))).toBe(true);
    for (const path of linked) {
      const plain = readFileSync(join(production, path));
      const br = await get(server.port, path, 'gzip, br');
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      // Brotli halves any script or style worth compressing; a sub-kilobyte chunk (a bundler runtime) only has to shrink.
      expect(br.body.length, path).toBeLessThan(plain.length > 2048 ? plain.length / 2 : plain.length);
      expect(decoded(br), path).toBe(plain.toString('utf8'));
      const gz = await get(server.port, path, 'gzip');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(gz), path).toBe(plain.toString('utf8'));
      const identity = await get(server.port, path, 'identity');
      expect(identity.headers['content-encoding'], path).toBeUndefined();
      expect(identity.body.equals(plain), path).toBe(true);
    }
  });

  it('keeps window.__pirates out of the production build and in the test build', () => {
    expect(scripts(production).includes('__pirates'), 'the production build names __pirates').toBe(false);
    expect(scripts(testBuild).includes('__pirates'), 'the test build names __pirates').toBe(true);
  });

  it("keeps the lobby's rehearsal settings (a seed and pace from the address) out of the production build", () => {
    const readsSeed = /get\(["'`]seed["'`]\)/;
    expect(readsSeed.test(scripts(production)), 'the production build reads a seed from the address').toBe(false);
    expect(readsSeed.test(scripts(testBuild)), 'the test build reads a seed from the address').toBe(true);
  });

  it('ships no zod to the browser: its schemas probe eval when built, which the CSP blocks and reports', () => {
    expect(scripts(production).includes('jitless'), 'a client chunk holds zod').toBe(false);
  });
});
