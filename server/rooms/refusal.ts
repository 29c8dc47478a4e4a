// How the room says no to a client, as opposed to failing itself.
import { ErrorCode, ServerError } from '@colyseus/core';

/** Close code: the seat was reclaimed by its seat token from another window (Colyseus keeps 4000 and 4002 for itself). */
export const CLOSE_RECLAIMED = 4001;
/** Close code: sustained flooding past the rate limit. */
export const CLOSE_ABUSE = 4429;

/** A refused create or join (bad options, a foreign seat token, a seed without PASTRY_TEST_SEEDS): the client hears why, the log stays quiet. */
export class Refusal extends ServerError {
  constructor(message: string) {
    super(ErrorCode.APPLICATION_ERROR, message);
  }
}
/** Close code: the room outlived its welcome (issue 11): a lobby never started, or a voyage nobody came back to. */
export const CLOSE_ABANDONED = 4410;
