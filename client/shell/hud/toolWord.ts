// A corner tool's short word, read from its title so the two never drift apart: a phone's menu shows it beside the icon,
// since touch has no tooltips.

/** The title's first words, before any colon or bracket and without a trailing "on/off": "Help: the rules…" -> "Help". */
export function toolWord(title: string): string {
  return title
    .split(/[:(]/)[0]
    .replace(/\s+on\/off$/, '')
    .trim();
}
