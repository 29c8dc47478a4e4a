// Room codes: 5 letters from an alphabet with no look-alikes (no I, L, O, 0, 1), reserved atomically through presence.
import { randomInt } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import { CODE_ALPHABET, CODE_LENGTH } from '../../shared/table/roomCode';

/** A random code. */
export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The presence key that holds a code's reservation. */
function reservationKey(code: string): string {
  return `voyage-code:${code}`;
}

/** Reserves `code` for this room; INCR is atomic in local and Redis presence, so only the first caller sees 1. */
export async function reserveCode(presence: Presence, code: string): Promise<boolean> {
  return (await presence.incr(reservationKey(code))) === 1;
}

/** Draws codes until one is free here and in `taken` (codes already in the database). */
export async function claimFreshCode(presence: Presence, taken: (code: string) => boolean): Promise<string> {
  for (;;) {
    const code = randomCode();
    if (taken(code)) continue;
    if (await reserveCode(presence, code)) return code;
  }
}

/** Frees a code when its room is gone. */
export async function releaseCode(presence: Presence, code: string): Promise<void> {
  await presence.del(reservationKey(code));
}
