// TV's feed (issue 31): the channel's audience room joined, as the cast joins one (delayed like any audience, no toast for
// a refusal), and left for the next when the channel changes; a feed lost for good is joined again now and then.
import { useEffect } from 'react';
import { useStore } from '../store';
import { watchVoyage } from '../net/join';
import { leaveRoom } from '../net/leave';
import { heldRoom } from '../net/room';

/** The joins in turn: a switch never overlaps the previous one. */
let turn: Promise<unknown> = Promise.resolve();
/** The code TV wants now. */
let wanted: string | null = null;

/** How often TV checks that it still shows its channel. */
const MEND_EVERY_MS = 5_000;

/** Watches the channel with this code, leaving whatever TV watched before; a lost feed is joined again. */
export function useTvFeed(code: string | null): void {
  useEffect(() => {
    wanted = code;
    if (!code) return;
    const tune = () => {
      turn = turn.then(() => tuneTo(code));
    };
    tune();
    const timer = setInterval(tune, MEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [code]);
}

/** Joins the code's audience room unless TV already shows it (or has since moved on). */
async function tuneTo(code: string): Promise<void> {
  if (wanted !== code) return;
  const { code: showing, status } = useStore.getState();
  const live = status === 'connected' || status === 'connecting' || status === 'reconnecting';
  if (showing === code && live) return;
  if (heldRoom()) await leaveRoom();
  if (wanted !== code) return;
  await watchVoyage(code, { cast: { refused: async () => undefined } }); // the next answer tries again, or moves on
}
