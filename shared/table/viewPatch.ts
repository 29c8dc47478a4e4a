// A spectator view's change from one step to the next, as a replay carries it (issue 31): the replay stores a full view only
// at the start of each day or round, and each step's patch takes the view before it to the view after it, so a viewer
// seeking anywhere starts from the stored view before the point and applies the steps from there. Plain JSON only.

/** A JSON value, as views are. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One change: the value at `path` set to `value`, or, with no value, the field at `path` removed. */
export type ViewChange = [path: (string | number)[], value?: Json];

/** What takes one view to the next: its changes, in order; empty when nothing changed. */
export type ViewPatch = ViewChange[];

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The changes from `before` to `after`: objects field by field, lists of the same length item by item, anything else whole. */
export function viewPatch(before: unknown, after: unknown): ViewPatch {
  const changes: ViewPatch = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]) => {
    if (a === b) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) if (!(key in b) || b[key] === undefined) changes.push([[...path, key]]);
      for (const key of Object.keys(b)) if (b[key] !== undefined) walk(a[key], b[key], [...path, key]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((item, i) => walk(item, b[i], [...path, i]));
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push([path, structuredClone(b) as Json]);
  };
  walk(before, after, []);
  return changes;
}

/** `view` with `patch` applied, copied along each changed path: `view` itself (a stored seek view) is never changed. */
export function applyViewPatch<V>(view: V, patch: ViewPatch): V {
  let root: unknown = view;
  for (const [path, ...value] of patch) {
    if (path.length === 0) {
      root = value[0];
      continue;
    }
    root = copyAlong(root, path, value.length > 0 ? { set: value[0] } : null);
  }
  return root as V;
}

/** A copy of `node` with the field at `path` set (or removed, with `change` null); only the nodes along the path are copied. */
function copyAlong(node: unknown, path: (string | number)[], change: { set: Json | undefined } | null): unknown {
  const [key, ...rest] = path;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>;
  if (rest.length > 0) copy[key] = copyAlong(copy[key], rest, change);
  else if (change) copy[key] = change.set;
  else delete copy[key];
  return copy;
}
