// How the room says no to a client, as opposed to failing itself.
import { ErrorCode, ServerError } from '@colyseus/core';

/** Close codes the room uses; 4000 (consented) and 4002 (protocol error) are Colyseus' own. */
export const CLOSE_RECLAIMED = 4001; // the seat was reclaimed by its seat token from another window
export const CLOSE_ABUSE = 4429;     // sustained flooding past the rate limit

/** A refused create or join (bad options, a foreign seat token, a seed without PASTRY_TEST_SEEDS): the client hears why, the log stays quiet. */
export class Refusal extends ServerError {
  constructor(message: string) {
    super(ErrorCode.APPLICATION_ERROR, message);
  }
}
