// M6, M11, M21 as the show plays: the Pirate cards revealed, discarded and reshuffled by the events already shown, on top
// of the shown view (which the HUD holds until the whole batch has played), so each card rises at its own moment.
import { useEffect, useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { ShowClock } from '../show/showClock';

/** The Pirate cards as the table shows them now. */
export type LivePirates = { bySegment: (number | null)[]; deckCount: number; discards: number[]; sum: number; last: number | null };

/** M6, M12: the Pirate cards of the shown view. */
function fromView(view: MerchantPlayerView): LivePirates {
  const bySegment = view.board.segments.map((s) => s.pirate);
  const lastIndex = bySegment.reduce<number | null>((found, card, i) => (card !== null ? i : found), null);
  return { bySegment, deckCount: view.pirates.deckCount, discards: [...view.pirates.discards], sum: view.pirates.revealed.reduce((a, b) => a + b, 0), last: lastIndex === null ? null : lastIndex + 1 };
}

/** The Pirate cards now: the shown view, moved on by each pirate event the moment its show starts. */
export function useLivePirates(view: MerchantPlayerView, clock: ShowClock): LivePirates {
  const [live, setLive] = useState(() => fromView(view));
  const seen = useRef(clock.lastId());
  useEffect(() => {
    // the shown view settles after the show: it already holds everything played, so start from it
    setLive(fromView(view));
  }, [view]);
  useFrame(() => {
    const fresh = clock.startedSince(seen.current, Date.now());
    if (!fresh.length) return;
    seen.current = fresh[fresh.length - 1].id;
    setLive((current) => {
      let next = current;
      for (const { event: e } of fresh) {
        if (e.type === 'deckReshuffled') next = { ...next, deckCount: e.deckCount, discards: [] };
        if (e.type === 'pirateRevealed') {
          const bySegment = [...next.bySegment];
          bySegment[e.segment - 1] = e.card;
          next = { ...next, bySegment, deckCount: Math.max(0, next.deckCount - 1), sum: e.sum, last: e.segment };
        }
        if (e.type === 'piratesDiscarded') next = { ...next, bySegment: next.bySegment.map(() => null), discards: [...next.discards, ...e.cards], sum: 0, last: null };
      }
      return next;
    });
  });
  return live;
}
