// Names are at most 24 UTF-16 code units (the server's limit); a longer one is cut between graphemes, so an emoji sequence
// such as 🏴‍☠️ is kept whole or left out, never split into 🏴 and ☠.
/** The longest name, in UTF-16 code units: the server refuses longer ones, the client cuts them as they are typed. */
export const NAME_UNITS = 24;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest run of whole graphemes from the start of `text` that fits in `units` code units. */
export function fitName(text: string, units = NAME_UNITS): string {
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > units) break;
    kept += segment;
  }
  return kept;
}

/** Whether a name holds a letter or emoji that counts as more than one unit toward the limit (🏴‍☠️ counts 5): the name field says why its count jumps. */
export function holdsWideGraphemes(text: string): boolean {
  for (const { segment } of graphemes.segment(text)) if (segment.length > 1) return true;
  return false;
}

/** The name a person gets who gave none, on the server and in the client alike. */
export const DEFAULT_NAME = 'Captain';
