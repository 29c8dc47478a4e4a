// Which key presses are shortcuts, for every game's keys alike (no imports: a game's lazily loaded table uses it too).

/** Whether a key press is a shortcut: not typed into a field, not held down, and without Ctrl, Meta or Alt. */
export function isShortcut(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  const typing = !!target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
  return !typing && !e.metaKey && !e.ctrlKey && !e.altKey && !e.repeat;
}
