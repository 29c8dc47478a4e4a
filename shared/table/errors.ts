// The refusals the table and audience rooms send in an `error` message, written once: each code with its default words.
// The rooms reply with these codes (and these words, unless they have more exact ones); the client words a refusal from
// here when a reply brings none. No game's words: a room words a refusal in its game's (its facts' words, shared/<game>/about.ts).
// An engine's rule codes ('not-your-turn', 'cannot-afford'...) are the engine's own and stay there. No zod: the client imports it.

/** Every code a table or audience room refuses a message with, and its default words. */
export const TABLE_ERRORS = {
  'unknown-message': 'This table knows no such message.',
  'rate-limited': 'Easy: too many messages at once. That one was dropped.',
  'not-creator': 'Only whoever made this table may do that.',
  'already-started': 'This game has already started.',
  'no-captains': 'Nobody is seated yet.', // the code predates the second game: nobody (no person) sits at the table
  'bad-slot': 'There is no such place in the waiting room.',
  'bad-ready': 'Say ready with { ready: true } or { ready: false }.',
  'not-seated': 'Only the players seated at this table may do that.',
  'not-started': 'The game has not started yet.',
  'bad-action': 'That is no action of this game.',
  'bad-emote': 'That is not one of the emotes.',
  'not-over': 'Play again once this game is over.',
  'rematch-failed': 'No new room could be opened.',
  'not-waiting': 'Nothing is waiting for you to be ready.',
  'not-away': 'You already hold the helm.',
  'bad-cheer': 'That cheer did not reach the ships.',
  'bad-prediction': 'A prediction is { question, answer } with an option number.',
  'no-question': 'There is no such question.',
  'question-closed': 'That question has closed.',
  'bad-answer': 'That is not one of the answers.',
  'already-predicted': 'You already answered that one.',
} as const;

/** A code a table or audience room refuses with. */
export type TableErrorCode = keyof typeof TABLE_ERRORS;

/** Whether a refusal's code is the table's (else it is an engine's rule code). */
export function isTableErrorCode(code: string): code is TableErrorCode {
  return Object.hasOwn(TABLE_ERRORS, code);
}
