// Breaks a heap snapshot of the bench's server (BENCH_HEAP_SNAPSHOT, test/bench/server.ts) down by what each table room
// holds: `node test/bench/heapRooms.mjs loaded.heapsnapshot [idle.heapsnapshot]` prints each room's retained size by the
// path of fields that holds it (room.state, room.core.voyage.state, ...; averaged over the rooms), then, given a snapshot of
// the same server with no rooms, what the heap gained a room by constructor, rooms' own and shared alike (sockets, say).
// Snapshots too large for one JSON string are read number by number.
import { readFileSync } from 'node:fs';

const ROOM = process.env.HEAP_ROOM_CLASS ?? 'BoundVoyageRoom';
const DEPTH = Number(process.env.HEAP_DEPTH ?? 4);
// HEAP_CLASSES: more constructors to break down the same way (say StoryLog,_Voyage), each instance alike.

/** The numbers of the JSON array that follows `"key":[` in the file. */
function numbers(buf, key) {
  let i = buf.indexOf(`"${key}":[`) + key.length + 4;
  const out = [];
  let n = 0;
  let digits = false;
  for (; ; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      n = n * 10 + c - 48;
      digits = true;
    } else {
      if (digits) out.push(n);
      n = 0;
      digits = false;
      if (c === 93) return Float64Array.from(out); // ]
    }
  }
}

/** A snapshot's graph: nodes' fields, each node's first edge, the edges' fields, and its strings. */
function read(file) {
  const buf = readFileSync(file);
  const meta = JSON.parse(buf.subarray(buf.indexOf('{"snapshot":') + 12, buf.indexOf(',\n"nodes"') > 0 ? buf.indexOf(',\n"nodes"') : buf.indexOf(',"nodes"')).toString()).meta;
  const nodes = numbers(buf, 'nodes');
  const edges = numbers(buf, 'edges');
  const strings = JSON.parse(buf.subarray(buf.indexOf('"strings":[') + 10, buf.lastIndexOf(']') + 1).toString());
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const count = nodes.length / nf;
  const first = new Int32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    first[i] = e;
    e += nodes[i * nf + meta.node_fields.indexOf('edge_count')] * ef;
  }
  first[count] = edges.length;
  const nodeType = meta.node_types[0];
  const edgeType = meta.edge_types[0];
  const name = (i) => strings[nodes[i * nf + 1]];
  const type = (i) => nodeType[nodes[i * nf]];
  const self = (i) => nodes[i * nf + 3];
  const edgeName = (e) => (['element', 'hidden'].includes(edgeType[edges[e]]) ? `[${edges[e + 1]}]` : strings[edges[e + 1]]);
  return { count, first, edges, ef, name, type, self, edgeName, weak: (e) => edgeType[edges[e]] === 'weak', to: (e) => edges[e + 2] / nf };
}

/** Immediate dominators and retained sizes (Cooper, Harvey and Kennedy's iteration over a reverse post-order from node 0; weak edges hold nothing). */
function dominate(g) {
  const order = new Int32Array(g.count).fill(-1);
  const post = [];
  const stack = [0];
  const next = new Int32Array(g.count);
  for (let i = 0; i < g.count; i++) next[i] = g.first[i];
  order[0] = -2;
  while (stack.length) {
    const v = stack[stack.length - 1];
    if (next[v] < g.first[v + 1]) {
      const e = next[v];
      next[v] += g.ef;
      const w = g.to(e);
      if (!g.weak(e) && order[w] === -1) {
        order[w] = -2;
        stack.push(w);
      }
    } else {
      order[v] = post.length;
      post.push(stack.pop());
    }
  }
  const preds = Array.from({ length: g.count }, () => []);
  for (let v = 0; v < g.count; v++) if (order[v] >= 0) for (let e = g.first[v]; e < g.first[v + 1]; e += g.ef) if (!g.weak(e) && order[g.to(e)] >= 0) preds[g.to(e)].push(v);
  const dom = new Int32Array(g.count).fill(-1);
  dom[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (order[a] < order[b]) a = dom[a];
      while (order[b] < order[a]) b = dom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = post.length - 2; k >= 0; k--) {
      const v = post[k];
      let d = -1;
      for (const p of preds[v]) if (dom[p] !== -1) d = d === -1 ? p : intersect(p, d);
      if (d !== dom[v]) {
        dom[v] = d;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(g.count);
  for (const v of post) retained[v] += g.self(v);
  for (const v of post) if (v !== 0) retained[dom[v]] += retained[v];
  return { dom, retained, reached: post };
}

const g = read(process.argv[2]);
const { dom, retained, reached } = dominate(g);
const children = new Map();
for (const v of reached) if (v !== 0) (children.get(dom[v]) ?? children.set(dom[v], []).get(dom[v])).push(v);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} kB`;

/** Each instance of `className`: its retained size, then by the path of fields (or constructors) its dominator tree holds, averaged over them. */
function byPaths(className) {
  const owners = reached.filter((v) => g.name(v) === className && g.type(v) === 'object');
  console.log(`${owners.length} ${className}; retained ${kb(owners.reduce((s, r) => s + retained[r], 0) / owners.length)} each`);
  const paths = new Map();
  const walk = (v, path, depth) => {
    for (const c of children.get(v) ?? []) {
      let label = `<${g.name(c)}>`;
      for (let e = g.first[v]; e < g.first[v + 1]; e += g.ef) if (g.to(e) === c) label = `${g.edgeName(e)}${g.type(c) === 'object' ? `:${g.name(c)}` : ''}`;
      const p = `${path}.${label.replace(/^\[\d+\]/, '[]')}`; // every element of a list together
      paths.set(p, (paths.get(p) ?? 0) + retained[c]);
      if (depth < DEPTH) walk(c, p, depth + 1);
    }
  };
  for (const r of owners) walk(r, className, 1);
  for (const [p, bytes] of [...paths].filter(([, b]) => b / owners.length >= Number(process.env.HEAP_MIN_BYTES ?? 1024)).sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    console.log(`${kb(bytes / owners.length)}  ${p}`);
  return owners;
}

// Each dominated child is named by the field that holds it (or its constructor), so paths sum across rooms.
const rooms = byPaths(ROOM);
for (const other of (process.env.HEAP_CLASSES ?? '').split(',').filter(Boolean)) byPaths(other);

// What holds the rest (a room's parts are held by one another and its sockets by the server too, so not all sit under the room):
// each constructor with at least one instance a room, its retained size a room and what most often dominates it.
const kinds = new Map();
for (const v of reached) {
  if (g.type(v) !== 'object' || v === 0) continue;
  const k = kinds.get(g.name(v)) ?? kinds.set(g.name(v), { count: 0, bytes: 0, by: new Map() }).get(g.name(v));
  k.count += 1;
  k.bytes += retained[v];
  k.by.set(g.name(dom[v]), (k.by.get(g.name(dom[v])) ?? 0) + 1);
}
console.log(`\nretained a room by constructor (${rooms.length} rooms or more instances; nested ones count again in their holders):`);
for (const [name, k] of [...kinds]
  .filter(([, k]) => k.count >= rooms.length)
  .sort((a, b) => b[1].bytes - a[1].bytes)
  .slice(0, 40)) {
  const by = [...k.by].sort((a, b) => b[1] - a[1])[0][0];
  console.log(`${kb(k.bytes / rooms.length)}  ${name} ×${(k.count / rooms.length).toFixed(1)} (${kb(k.bytes / k.count).trim()} each), mostly under ${by}`);
}

if (process.argv[3]) {
  const byCtor = (graph) => {
    const m = new Map();
    for (let i = 0; i < graph.count; i++) {
      const key = /string|number/.test(graph.type(i)) ? graph.type(i) : `${graph.type(i)} ${graph.name(i).slice(0, 60)}`; // a string is named by its text
      m.set(key, (m.get(key) ?? 0) + graph.self(i));
    }
    return m;
  };
  const loaded = byCtor(g);
  const idle = byCtor(read(process.argv[3]));
  const gained = [...loaded].map(([k, v]) => [k, (v - (idle.get(k) ?? 0)) / rooms.length]).sort((a, b) => b[1] - a[1]);
  console.log(`\nself size gained a room, by constructor (total ${kb(gained.reduce((s, [, v]) => s + v, 0))}):`);
  for (const [k, v] of gained.slice(0, 30)) console.log(`${kb(v)}  ${k}`);
}
