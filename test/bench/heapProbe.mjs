// Loaded into the bench's servers with `--import` (and --expose-gc) when BENCH_HEAP_PORT names a port: a small HTTP
// endpoint on 127.0.0.1 that runs full collections and answers the live heap (GET /gc), or writes a heap snapshot to a
// file (GET /snapshot?file=...), so the bench prints what each running room holds. It is the bench's alone: the server
// itself never opens it.
import { createServer } from 'node:http';
import { writeHeapSnapshot } from 'node:v8';

const port = Number(process.env.BENCH_HEAP_PORT);
if (port > 0) {
  const collect = globalThis.gc;
  if (typeof collect !== 'function') throw new Error('test/bench/heapProbe.mjs needs node --expose-gc');
  const probe = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const reply = (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/snapshot') return reply({ file: writeHeapSnapshot(url.searchParams.get('file') ?? undefined) });
    if (url.pathname !== '/gc') return res.writeHead(404).end();
    // Twice: the first pass may leave what only finalizers and weak maps let go of.
    collect();
    collect();
    const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
    reply({ heapUsed, rss, external, arrayBuffers });
  });
  probe.unref(); // never keeps the server alive
  probe.listen(port, '127.0.0.1');
}
