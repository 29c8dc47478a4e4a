// Player settings kept in localStorage: hints, reduced motion (honouring prefers-reduced-motion), sound, streamer mode, detail.
import type { DetailSetting } from './detail';

/** What a player chose; `streamer` hides the room code, invite links and their own recipe until hovered; `detail` is how much the scene draws. */
export type Settings = { hints: boolean; reducedMotion: boolean; sound: boolean; streamer: boolean; detail: DetailSetting; seenHints: string[] };

const KEY = 'pp.settings';

/** Loads settings, defaulting reduced motion to the system preference. */
export function loadSettings(): Settings {
  const prefersReduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const defaults: Settings = { hints: true, reducedMotion: prefersReduced, sound: true, streamer: false, detail: 'auto', seenHints: [] };
  try {
    return { ...defaults, ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
  } catch {
    return defaults;
  }
}

/** Saves settings. */
export function saveSettings(settings: Settings): void {
  localStorage.setItem(KEY, JSON.stringify(settings));
}
