// Plain English helpers every game's words use.

/** "Anne", "Anne and Bo", "Anne, Bo and Cy". */
export const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** "1 square", "3 squares": counted nouns read like English. */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
