// Every way into a room: quick play, a new room, a code (reclaiming this browser's seat), an audience feed, a rematch,
// a seat taken back from another tab. Each join is wired into the store (attach.ts) with how its end is met.
import type { Room } from 'colyseus.js';
import type { AudienceJoin } from '../../../shared/audience';
import { TABLE_ROOM } from '../../../shared/table/messages';
import { clearOrders } from '../orders';
import { forgetOnLeaving, useStore } from '../store';
import { openAudience, reopenAudience } from './audience';
import { attach, type RoomEnds } from './attach';
import { colyseus } from './client';
import type { CreateSettings } from './createSettings';
import { intent } from './intent';
import { explainMissingRoom } from './invite';
import { leaveRoom } from './leave';
import { recover } from './recover';
import { setLeaving, type Joined } from './room';
import { clearReconnection, forgetSeatToken, sailedVoyages, saveName, savedName, seatTokenFor } from './session';
import { DEFAULT_NAME } from '../../../shared/table/names';

/** How every joined room's end is met: a drop is mended (reconnect, else join again as before, for as long as it takes); a rematch asked for is followed. */
const ENDS: RoomEnds = {
  dropped: (was, token) => {
    const spectate = useStore.getState().spectator;
    const rejoin = (): Promise<Joined> =>
      (was.audience ? reopenAudience() : null) ??
      colyseus()
        .then((c) => c.joinById(was.code, reclaimOptions(was.code, spectate)))
        .then(asVoyage);
    void recover(was, token, { rejoin, reattach: enter, gone: lostForGood });
  },
  rematch: (code) => void joinRematch(code),
};

/**
 * A dropped room whose voyage no room shows any more: the tab leaves it for what a join by its code would say (an ended
 * voyage's card, abandoned, no such voyage). A cast keeps its own retries (it waits for a voyage to exist).
 */
async function lostForGood(code: string): Promise<void> {
  if (intent.keepAddress) {
    useStore.getState().set({ status: 'offline' });
    return;
  }
  const words = await explainMissingRoom(code, 'not found');
  clearReconnection();
  clearOrders();
  useStore.getState().set(forgetOnLeaving());
  if (words) useStore.getState().toast(words, 'info');
}

/** Wires a joined room into the store, its end met as every room's is. */
export function enter(joined: Joined): void {
  attach(joined, ENDS);
}

/** Join options that reclaim this browser's seat, or spectate, or simply join. */
function reclaimOptions(code: string, spectate: boolean): Record<string, unknown> {
  const seatToken = seatTokenFor(code);
  const name = savedName() || DEFAULT_NAME;
  return seatToken ? { name, seatToken } : { name, spectate };
}

/** A voyage room joined directly: its id is the voyage code. */
const asVoyage = (joined: Room): Joined => ({ room: joined, code: joined.roomId, audience: false });

/** The server's words for the last refused join, to tell a refused seat token from a network failure. */
let lastJoinError = '';

/** Runs a join attempt with status updates and a readable error (`explain` may word a refusal better, or handle it). */
async function joining(attempt: () => Promise<Joined>, explain?: (message: string) => Promise<string | null>): Promise<boolean> {
  setLeaving(false);
  useStore.getState().set({ status: 'connecting' });
  try {
    enter(await attempt());
    return true;
  } catch (error) {
    lastJoinError = (error as Error).message;
    const words = explain ? await explain(lastJoinError) : `Could not join: ${lastJoinError}`;
    useStore.getState().set({ status: 'idle' });
    if (words) useStore.getState().toast(words);
    return false;
  }
}

/** Quick play: a free seat in a public voyage (of `game`, if asked), a bot's seat in one under way, or a new room. */
export function quickPlay(name: string, game?: string): Promise<boolean> {
  const bots = sailedVoyages().length === 0 ? 'easy' : 'normal'; // a first voyage against gentle bots, if quick play makes the room
  const options = game ? { game, name, bots, quick: true } : { name, bots, quick: true };
  return joining(() =>
    colyseus()
      .then((c) => c.joinOrCreate(TABLE_ROOM, options))
      .then(asVoyage),
  );
}

/** Creates a room with these settings. */
export function createRoom(settings: CreateSettings): Promise<boolean> {
  return joining(() =>
    colyseus()
      .then((c) => c.create(TABLE_ROOM, settings))
      .then(asVoyage),
  );
}

/** Joins a room by its code: reclaiming this browser's seat if it has one, or as a spectator (through the audience room). */
export async function joinByCode(code: string, name: string, spectate: boolean): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  if (spectate) return watchVoyage(upper, { name });
  const token = seatTokenFor(upper);
  const explain = (message: string) => explainMissingRoom(upper, message);
  const quietIfTokenRefused = (message: string) => (message.includes('seat token') ? Promise.resolve(null) : explain(message));
  const ok = await joining(
    () =>
      colyseus()
        .then((c) => c.joinById(upper, token ? { name, seatToken: token } : { name }))
        .then(asVoyage),
    token ? quietIfTokenRefused : explain,
  );
  if (!ok && token && lastJoinError.includes('seat token')) {
    forgetSeatToken(upper);
    return joining(
      () =>
        colyseus()
          .then((c) => c.joinById(upper, { name }))
          .then(asVoyage),
      explain,
    );
  }
  return ok;
}

/**
 * An invite's "Come aboard": the name remembered and a seat taken by the code. A watcher of that waiting room (who chose
 * "Just watch" first) leaves the gallery for it the same way.
 */
export async function comeAboard(code: string, name: string): Promise<boolean> {
  saveName(name);
  useStore.getState().set({ invite: null, spectator: false });
  if (useStore.getState().room) await leaveRoom();
  return joinByCode(code, name, false);
}

/**
 * Watches a voyage from its audience room: a spectator link, or the cast view (which keeps its address, may be
 * all-seeing with the creator's caster key, and tells a refusal on its own card through `refused`, with no toast).
 */
export function watchVoyage(code: string, options: { name?: string; casterKey?: string; cast?: { refused: (message: string) => Promise<void> } } = {}): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  intent.keepAddress = !!options.cast;
  const join: AudienceJoin = { code: upper, ...(options.name ? { name: options.name } : {}), ...(options.casterKey ? { casterKey: options.casterKey, allSeeing: true } : {}) };
  const cast = options.cast;
  const explain = cast ? (message: string) => cast.refused(message).then(() => null) : (message: string) => explainMissingRoom(upper, message);
  return joining(() => openAudience(join), explain);
}

/** Leaves the finished voyage for its rematch room. */
export async function joinRematch(code: string): Promise<boolean> {
  intent.wantsRematch = false;
  await leaveRoom();
  return joinByCode(code, savedName() || DEFAULT_NAME, false);
}

/** A viewer follows the table to its rematch, watching it as they watched this one. */
export async function watchRematch(code: string): Promise<boolean> {
  await leaveRoom();
  return watchVoyage(code, { name: savedName() || undefined });
}

/** This tab's seat moved to another tab: take it back with the seat token (the other tab is then told the same). */
export function takeSeatBack(): Promise<boolean> {
  const code = useStore.getState().code;
  useStore.getState().set({ seatMoved: false });
  return code ? joinByCode(code, savedName() || DEFAULT_NAME, false) : Promise.resolve(false);
}
