// The table's message names, written once for the rooms that handle them and the clients that send them.

/** The table room every game is played in (the audience room is AUDIENCE_ROOM, shared/audience.ts). */
export const TABLE_ROOM = 'voyage';

/** What a seated person or spectator sends the table room. */
export const TO_TABLE = {
  start: 'start', // the creator sets sail
  action: 'action', // one engine action
  leave: 'leave', // leaving by choice, just before closing: a bot sails at once
  emote: 'emote', // a quick emote over your ship
  ready: 'ready', // the seat the game clock holds for says it is ready (Pastry Pirates: a baker's next try)
  boardUp: 'boardUp', // this client's board is drawn: the first turn's clock may start
  rematch: 'rematch', // Sail again
  moveSeat: 'moveSeat', // the creator makes two waiting-room slots trade places
  kick: 'kick', // the creator takes a person off the crew
  readyToSail: 'readyToSail', // a person in the waiting room says whether they are ready
  helm: 'helm', // a captain a bot has been sailing for (R51) takes their ship back
} as const;

/** What a viewer sends the audience room. */
export const TO_AUDIENCE = {
  cheer: 'cheer', // a cheer over a captain's ship
  predict: 'predict', // an answer to a prediction
} as const;

/** What the rooms send their clients. */
export const TO_CLIENT = {
  welcome: 'welcome', // where you sit, your seat token, the server's clock
  private: 'private', // your own recipe and legal actions (R52)
  events: 'events', // a step's public events, after the patch they belong to
  history: 'history', // the story so far, on joining
  error: 'error', // a refusal: its code and words
  emote: 'emote', // a captain's emote
  cheer: 'cheer', // an audience's cheer
  rematch: 'rematch', // the rematch room's code
  allSeeing: 'allSeeing', // all-seeing casters came or went
  predicted: 'predicted', // your answer to a prediction, as recorded
  reveal: 'reveal', // every recipe, to all-seeing casters only
} as const;

/** A seat's own bits as a client holds them: its legal actions, named by the step they belong to, and its game's private bits (Pastry Pirates: `recipe`, R52). */
export type TablePrivateMessage<A = unknown> = { seat: number; step: number; legal: A[] } & Record<string, unknown>;

/**
 * What the room sends of a seat's bits after a step: the step, and only the parts that changed since the last message on
 * this connection (its legal list among them). The first message on a connection, or for another seat, is whole.
 */
export type TablePrivateUpdate<A = unknown> = { seat: number; step: number; legal?: A[] } & Record<string, unknown>;

/** A seat's whole bits after an update, from the bits this connection last held (null before the first message). */
export function wholePrivate<A>(last: TablePrivateMessage<A> | null, update: TablePrivateUpdate<A>): TablePrivateMessage<A> {
  if (last && last.seat === update.seat) return { ...last, ...update } as TablePrivateMessage<A>;
  return { legal: [], ...update } as TablePrivateMessage<A>;
}
