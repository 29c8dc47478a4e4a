// How the room says no to a client, as opposed to failing itself.
import { ErrorCode, ServerError } from '@colyseus/core';

/** A refused create or join (bad options, a foreign seat token, a seed without PASTRY_TEST_SEEDS): the client hears why, the log stays quiet. */
export class Refusal extends ServerError {
  constructor(message: string) {
    super(ErrorCode.APPLICATION_ERROR, message);
  }
}
