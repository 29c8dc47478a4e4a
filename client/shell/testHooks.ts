// window.__pirates: hooks for the end-to-end tests and the benchmark: the store, draw calls, and where a square or a named
// scene object is on screen.
import { useStore } from './store';

/** What the hooks expose. */
export type PirateHooks = {
  store: typeof useStore;
  drawCalls: number;
  triangles: number;
  frames: number;
  squareToScreen: (x: number, y: number) => { x: number; y: number };
  objectToScreen: (name: string) => { x: number; y: number } | null;
  objectBoxToScreen?: (name: string) => { left: number; top: number; right: number; bottom: number } | null; // a named object's bounds as drawn, on the page
  shot?: string; // the cast director's shot now
  shotAt?: number; // when the director cut to it (Date.now() time)
  cameraHeld?: boolean; // the camera has framed your ship for your own turn and holds there
  cameraSubject?: { kind: string }; // what a game's camera follows now, in its own shape (Pastry Pirates, R37: your ship through your own sighting)
  cuts?: { shot: string; at: number }[]; // every cut the director made, so a test that looks away misses none
};

declare global {
  /** Vite's define: true only in a `--mode test` build, so a production bundle has no hooks. */
  const __TEST_HOOKS__: boolean;
  interface Window {
    __pirates?: PirateHooks;
  }
}

/** Installs the hooks once; the scene fills in the renderer figures and the projection. */
export function installHooks(): PirateHooks {
  window.__pirates ??= { store: useStore, drawCalls: 0, triangles: 0, frames: 0, squareToScreen: () => ({ x: -1, y: -1 }), objectToScreen: () => null };
  return window.__pirates;
}
