// The room this tab has joined, and every message sent to it: the one place an order or a word leaves for the server.
import type { Room } from 'colyseus.js';
import type { CheerMessage } from '../../../shared/audience';
import { TO_AUDIENCE, TO_TABLE } from '../../../shared/table/messages';
import { useStore } from '../store';
import type { TableAction } from '../tableAction';

/**
 * A joined room and what it is: the voyage's code (an audience room's id is not the code) and whether it is the
 * audience feed (a spectator link, the cast view) rather than the voyage room itself.
 */
export type Joined = { room: Room; code: string; audience: boolean };

let current: Room | null = null;
let leaving = false;

/** The room joined now (attach.ts), or none (left, dropped). */
export function holdRoom(room: Room | null): void {
  current = room;
}

/** The room joined now, if any. */
export function heldRoom(): Room | null {
  return current;
}

/** Whether this tab is leaving on purpose (leave.ts), so a closed room is not reconnected. */
export function isLeaving(): boolean {
  return leaving;
}

/** Marks a leave on purpose (true) or a new join (false). */
export function setLeaving(on: boolean): void {
  leaving = on;
}

/** Sends an engine action for this seat. */
export function sendAction(action: TableAction): void {
  if (!current) {
    useStore.getState().toast('Not connected: your order was not sent.');
    return;
  }
  current.send(TO_TABLE.action, action);
}

/** A quick emote over this captain's ship. */
export function sendEmote(emoji: string): void {
  current?.send(TO_TABLE.emote, { emoji });
}

/** An audience member's cheer, floated up from a ship in every view (rate-limited by the server). */
export function sendCheer(seat: number, emoji: string): void {
  current?.send(TO_AUDIENCE.cheer, { seat, emoji } satisfies CheerMessage);
}

/** An audience member's answer to an open prediction question (one per question). */
export function sendPrediction(question: string, answer: number): void {
  current?.send(TO_AUDIENCE.predict, { question, answer });
}

/** A message name the table room takes (shared/table/messages.ts). */
export type TableMessage = (typeof TO_TABLE)[keyof typeof TO_TABLE];

/** A game's own message to the table room, sent from its folder (Pastry Pirates' bake-off ready: games/pastry/bakeReady.ts). */
export function sendToTable(type: TableMessage, payload?: unknown): void {
  current?.send(type, payload);
}

/** This seat's board is drawn: the first turn's clock may start (spectators and the audience have no clock to hold). */
export function sayBoardUp(): void {
  const store = useStore.getState();
  if (!store.audience && store.seat !== null) current?.send(TO_TABLE.boardUp);
}

/** The creator starts the voyage. */
export function startVoyage(): void {
  current?.send(TO_TABLE.start);
}

/** The creator makes two waiting-room slots trade places. */
export function moveSeat(from: number, to: number): void {
  current?.send(TO_TABLE.moveSeat, { from, to });
}

/** The creator takes a person in the waiting room off the crew. */
export function kickFromCrew(slot: number): void {
  current?.send(TO_TABLE.kick, { slot });
}

/** R51: you are back: the bot that sailed for you stands aside. */
export function takeHelm(): void {
  current?.send(TO_TABLE.helm);
}

/** You say whether you are ready to sail. */
export function sayReadyToSail(ready: boolean): void {
  current?.send(TO_TABLE.readyToSail, { ready });
}
