// Every Colyseus 0.16 create and join goes through the matchmaker's HTTP route (colyseus.js too, before its WebSocket
// opens). This wraps that route's controller so a room's onCreate learns who asked (to charge their creation budget), and so
// a join by the code of an abandoned voyage is told so plainly. Colyseus 0.16 offers no hook for either, so the wrap is
// pinned on the installed version by test/server/creationLimits.test.ts (per address, over WebSocket and HTTP) and
// test/server/abandon.test.ts (the plain words): an upgrade that renames the controller's method fails them.
import type { IncomingMessage } from 'node:http';
import { ErrorCode, ServerError, matchMaker } from '@colyseus/core';
import { clientAddress } from '../http/clientAddress';

/** The options key the stamp travels under; whatever a client puts there itself is thrown away. */
const ADDRESS_KEY = '__creatorAddress';
/** The methods that may create a room. */
const CREATING = new Set(['create', 'joinOrCreate']);

type Controller = typeof matchMaker.controller;

/** Installs the stamp for one server (`explainMissing` words a code with no room); returns the undo, for its close. */
export function stampCreatorAddress(trustProxy: boolean, explainMissing: (code: string) => string | null): () => void {
  const controller: Controller = matchMaker.controller;
  const original = controller.invokeMethod;
  controller.invokeMethod = async function (this: Controller, method, roomName, clientOptions = {}, authContext) {
    const options: Record<string, unknown> = { ...clientOptions };
    delete options[ADDRESS_KEY];
    const req = authContext?.req as IncomingMessage | undefined;
    if (CREATING.has(method) && req) options[ADDRESS_KEY] = clientAddress(req, trustProxy);
    try {
      return await original.call(this, method, roomName, options, authContext);
    } catch (error) {
      const why = method === 'joinById' && (error as ServerError).code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID ? explainMissing(roomName.toUpperCase()) : null;
      throw why ? new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, why) : error;
    }
  };
  return () => {
    controller.invokeMethod = original;
  };
}

/** Takes the stamp back off create options: who asked (null when the server itself creates), and the options as sent. */
export function takeCreatorAddress(raw: Record<string, unknown> | undefined): { address: string | null; options: Record<string, unknown> } {
  const { [ADDRESS_KEY]: address, ...options } = raw ?? {};
  return { address: typeof address === 'string' ? address : null, options };
}
