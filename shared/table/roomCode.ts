// The room-code format every side shares: 5 letters from an alphabet with no look-alikes (no I, L, O, 0, 1).

/** The letters a code may use. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ';
/** A code's length. */
export const CODE_LENGTH = 5;

/** How a code is made, in words, for anyone who typed one that is not. */
export const CODE_RULE_WORDS = `Codes are ${CODE_LENGTH} letters, never I, L or O, and no digits.`;

/** Whether a text is a well-formed room code (upper case), so a bogus one is told apart before any server is asked. */
export function isRoomCode(text: string): boolean {
  return text.length === CODE_LENGTH && [...text].every((letter) => CODE_ALPHABET.includes(letter));
}
