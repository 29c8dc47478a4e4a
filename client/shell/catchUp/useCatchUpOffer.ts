// Watches the joined room for a catch-up worth offering (issue 31): when a game under way is first shown to this browser, or
// its connection is mended, it asks offer.ts who this joiner is; an offer fetches its recap. Meanwhile it notes, every few
// seconds while connected, that this browser sees the room, so a return after more than a minute is told.
import { useEffect, useRef } from 'react';
import { seatTokenFor } from '../net/session';
import { useStore } from '../store';
import type { Store } from '../storeTypes';
import { awayFor, catchUpWhy, seenNow } from './offer';
import { fetchRecap } from './recapFetch';

/** How often a connected browser notes that it sees its room. */
const SEEN_EVERY_MS = 5_000;

/** Offers the recap if this joiner is one of the three, and loads it; a newcomer's card stays without one. */
function offer(s: Store, code: string, underWayAtJoin: boolean): void {
  const why = catchUpWhy({ spectator: s.spectator, seat: s.seat, takeover: s.takeover, underWayAtJoin, awayMs: awayFor(code) });
  seenNow(code);
  if (!why || s.catchUp) return;
  s.set({ catchUp: { why, recap: null, playing: false } });
  void fetchRecap(code, s.seat === null ? null : seatTokenFor(code)).then((answer) => {
    const now = useStore.getState();
    if (now.code !== code || now.catchUp?.why !== why) return; // left, or another offer since
    now.set({ catchUp: 'recap' in answer ? { why, recap: answer.recap, playing: false } : null });
  });
}

/** The hook: mounted once over the voyage. */
export function useCatchUpOffer(): void {
  const code = useStore((s) => s.code);
  const status = useStore((s) => s.status);
  const phase = useStore((s) => s.room?.status ?? null);
  const seatKnown = useStore((s) => s.seat !== null || s.spectator);
  const takeover = useStore((s) => s.takeover);
  const firstPhase = useRef<{ code: string; phase: string } | null>(null);
  const wasConnected = useRef(false);
  useEffect(() => {
    if (!code || !phase || !seatKnown || status !== 'connected') {
      if (status !== 'connected') wasConnected.current = false;
      return;
    }
    if (firstPhase.current?.code !== code) firstPhase.current = { code, phase };
    const underWay = phase === 'playing';
    if (underWay && (!wasConnected.current || takeover !== null)) offer(useStore.getState(), code, firstPhase.current.phase === 'playing'); // once per offer (offer.ts)
    wasConnected.current = true;
    if (!underWay) return;
    const timer = setInterval(() => seenNow(code), SEEN_EVERY_MS);
    return () => clearInterval(timer);
  }, [code, status, phase, seatKnown, takeover]);
}
