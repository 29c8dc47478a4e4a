// Views made once per state part and shared: each game's viewFor builds a part's view the first time it meets the part and
// hands out the same frozen object while the state keeps that part (a step copies a part before changing it), so a server
// mirroring views can skip an unchanged part by identity.

/**
 * Deep-freezes a plain value, so a view's shared parts cannot be changed by whoever holds it. A part frozen already is not
 * walked again, and no list of keys is made: views are made every step.
 */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    if (Array.isArray(value))
      for (let i = 0; i < value.length; i++) frozen(value[i]); // for-in would make a string of every index
    else for (const key in value) frozen(value[key]);
    Object.freeze(value);
  }
  return value;
}

/** The view of one state part, made once per part object and shared, frozen, while the state keeps that object. */
export function partView<K extends object, V>(cache: WeakMap<K, V>, part: K, make: (part: K) => V): V {
  let view = cache.get(part);
  if (view === undefined) {
    view = frozen(make(part));
    cache.set(part, view);
  }
  return view;
}
