// Names for bots holding empty seats.
const BOT_NAMES = ['Bonny', 'Calico', 'Morgan', 'Kidd', 'Teach', 'Read', 'Flint', 'Silver', 'Sparrow', 'Grace'];

/** A bot's display name for a slot; its level shows beside the name, not in it. */
export function botName(slot: number): string {
  return BOT_NAMES[slot % BOT_NAMES.length];
}
