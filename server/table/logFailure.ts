// A promise the room starts and does not wait for (listing updates, presence calls) must never go unhandled: one
// rejection would end the whole process. Its failure is logged with the room's code, and the room plays on.

/** A `.catch` handler that logs what the room was doing when a background promise failed. */
export function logFailure(code: string, doing: string): (error: unknown) => void {
  return (error) => console.error(`[voyage ${code}] failed ${doing}; the room plays on:`, (error as Error)?.message ?? error);
}
