// Fills the rules page's timers from a game's own presets (shared/<game>/about.ts), the one table the lobby and the room
// read too, so the page never says 20 s where a relaxed table gives 40 (issue 32). data-timer="<game>.<timer>" gets the
// standard preset's time; data-timer="<game>.<timer>.presets" the other presets' ("90 s relaxed, 20 s fast").
import type { GameAbout } from '../../../shared/table/gameAbout';

/** A timer's length in words: "45 s". */
function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** The other presets' lengths of one timer, in words: "90 s relaxed, 20 s fast" (a preset without the timer, or "off", is left out). */
function otherPresets(about: Pick<GameAbout, 'timers'>, name: string): string {
  return (['relaxed', 'fast'] as const)
    .map((preset) => [preset, about.timers.presets[preset][name]] as const)
    .filter(([, ms]) => ms !== undefined && ms > 0)
    .map(([preset, ms]) => `${seconds(ms!)} ${preset}`)
    .join(', ');
}

/** Fills every data-timer placeholder of this game under `root`; returns the ones naming a timer the game does not have. */
export function fillTimers(root: ParentNode, about: Pick<GameAbout, 'key' | 'timers'>): string[] {
  const unknown: string[] = [];
  for (const el of root.querySelectorAll('[data-timer]')) {
    const key = el.getAttribute('data-timer') ?? '';
    const [game, name, part] = key.split('.');
    if (game !== about.key) continue;
    const standard = about.timers.presets.standard[name];
    if (standard === undefined) unknown.push(key);
    else el.textContent = part === 'presets' ? otherPresets(about, name) : seconds(standard);
  }
  return unknown;
}
