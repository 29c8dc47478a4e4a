// The room's messages into the store: who this tab is, its private bits, each step's events and the story so far (to the
// game's hooks), emotes and cheers, the audience's own messages, a rematch's code, and refusals in words. The events and the
// private bits and the story so far come packed (shared/table/eventWire.ts, privateWire.ts, historyWire.ts) and are read back here, once, for everything else.
import type { AllSeeingMessage, CheerMessage, PredictedMessage } from '../../../shared/audience';
import { unpackEvents, type EventsWire } from '../../../shared/table/eventWire';
import { TO_CLIENT, wholePrivate } from '../../../shared/table/messages';
import { unpackPrivate, type PrivateWire } from '../../../shared/table/privateWire';
import type { WelcomeMessage } from '../../../shared/table/protocol';
import { wireKey } from '../../../shared/table/wireKey';
import type { EmoteMessage, ErrorMessage, RematchMessage } from '../../../shared/table/payloads';
import { unpackHistory, type HistoryWire } from '../../../shared/table/historyWire';
import { gameOf } from '../games';
import { orderAnswered } from '../orders';
import { useStore } from '../store';
import type { TableAction, TableBits } from '../tableAction';
import { ALL_SEEING_LINE, audienceErrorWords } from './audienceWords';
import { intent } from './intent';
import { heldBits, heldEvents } from './liveHold';
import type { Joined } from './room';
import { saveReconnection, saveSeatToken } from './session';
import { meetRoomWire } from './staleBuild';

/** Listens to every message of a joined room; `rematch` hears the code of the table's rematch room. */
export function listen({ room, audience }: Joined, rematch: (code: string) => void): void {
  const store = useStore.getState;
  const game = () => gameOf(store().room?.game).hooks;
  // The game this room plays as its own state says: its full state comes before any message, while the store's copy waits out a recap (liveHold.ts).
  const played = () => gameOf((room.state as { game?: string } | undefined)?.game || store().room?.game);
  room.onMessage(TO_CLIENT.welcome, (m: WelcomeMessage) => {
    welcome(m, room.reconnectionToken, audience);
    meetRoomWire(m.wire, wireKey(played())); // after the reconnection is saved: a reload for a new build rejoins
  });
  let bits: TableBits | null = null; // this connection's bits so far: each message says only what changed
  room.onMessage(TO_CLIENT.private, (wire: PrivateWire) => {
    bits = wholePrivate(bits, unpackPrivate<TableAction>(played().actionShapes, wire));
    if (!heldBits(bits)) store().setPrivate(bits);
    orderAnswered();
  });
  room.onMessage(TO_CLIENT.events, (wire: EventsWire) => {
    const m = unpackEvents(played().eventShapes, wire); // the events as the room had them, whatever their wire form
    if (!heldEvents(m)) game().events(m, store()); // Pastry Pirates words them for the log; Merchant Voyages' table animates its own
  });
  room.onMessage(TO_CLIENT.history, (wire: HistoryWire) => game().history(unpackHistory(played().eventShapes, wire), store())); // its events packed as the live ones
  room.onMessage(TO_CLIENT.emote, (m: EmoteMessage) => store().addEmote(m.seat, m.emoji));
  room.onMessage(TO_CLIENT.cheer, (m: CheerMessage) => store().addEmote(m.seat, m.emoji, true)); // from the audience, to every view
  room.onMessage(TO_CLIENT.predicted, (m: PredictedMessage) => useStore.setState((s) => ({ predictions: { ...s.predictions, [m.question]: m.answer } })));
  room.onMessage(TO_CLIENT.reveal, (m: unknown) => store().set({ revealed: m })); // the game's secrets, as its server part words them
  room.onMessage(TO_CLIENT.allSeeing, (m: AllSeeingMessage) => {
    store().set({ allSeeing: m.count });
    if (m.joined) store().addLine(ALL_SEEING_LINE);
  });
  room.onMessage(TO_CLIENT.rematch, (m: RematchMessage) => {
    if (intent.wantsRematch) rematch(m.code);
  });
  room.onMessage(TO_CLIENT.error, (m: ErrorMessage) => {
    if (store().rematchAsked) store().set({ rematchAsked: false }); // any refusal (a failed rematch, a rate limit) lets "Sail again" be pressed again
    store().toast(audience ? audienceErrorWords(m.code, m.message) : game().errorWords(m.code, m.message), audience ? 'info' : 'error');
    game().refused(store());
    orderAnswered();
  });
}

/** Who this tab is in the room: its seat or waiting-room slot (told when the creator moved it), its tokens, the server's clock. */
function welcome(m: WelcomeMessage, reconnectionToken: string, audience: boolean): void {
  const store = useStore.getState;
  const movedFrom = store().lobbySlot;
  if (movedFrom !== null && m.lobbySlot !== null && m.lobbySlot !== movedFrom && m.code === store().code) {
    store().toast(`The room's creator moved you to place ${m.lobbySlot + 1} on the crew list.`, 'info');
  }
  if (m.seatToken) saveSeatToken(m.code, m.seatToken);
  saveReconnection(m.code, reconnectionToken, m.spectator, audience);
  store().set({
    code: m.code,
    seat: m.seat,
    lobbySlot: m.lobbySlot,
    spectator: m.spectator,
    creator: m.creator,
    skew: m.serverNow - Date.now(),
    castDelay: m.castDelay ?? 0,
    ...(m.casterKey ? { casterKey: m.casterKey } : {}),
    ...(m.seat !== null && m.tookOver ? { takeover: m.seat, tookOver: m.tookOver } : {}), // a newcomer in a bot's seat (the room names the bot only then)
  });
}
