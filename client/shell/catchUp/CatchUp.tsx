// A late joiner's catch-up, over every game's table: the watch for an offer runs from the join on, and the card, the offer
// and the recap's bar (CatchUpCard.tsx) are fetched only once a newcomer's card or an offer is there, so neither the lobby's
// nor a table's first download carries them.
import { lazy, Suspense } from 'react';
import { useStore } from '../store';
import { useCatchUpOffer } from './useCatchUpOffer';

const CatchUpCard = lazy(() => import('./CatchUpCard').then((m) => ({ default: m.CatchUpCard })));

/** Watches for a catch-up worth offering, and shows its card once there is one. */
export function CatchUp() {
  useCatchUpOffer();
  const wanted = useStore((s) => s.catchUp !== null || s.takeover !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CatchUpCard />
    </Suspense>
  );
}
