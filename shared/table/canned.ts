// Canned actions, for both games' engines: an action a legal list hands out is made once and frozen, so a list allocates
// none, and the action parser knows one on sight and skips checking its shape (frozen, it is still as it was made). A
// payload from the wire is a new object, so it is never canned and is always checked in full.

/** Every canned action of every game. */
const canned = new WeakSet<object>();

/** Freezes `action` and remembers it as well formed. */
export function cannedAction<A extends object>(action: A): A {
  canned.add(Object.freeze(action));
  return action;
}

/** Whether `payload` is a canned action (of the game whose parser asks: each game's legal lists hand out only its own). */
export function isCanned(payload: unknown): payload is object {
  return typeof payload === 'object' && payload !== null && canned.has(payload);
}
