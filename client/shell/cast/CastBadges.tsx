// The cast's small badges: how many watch, the feed's delay, and whether it sees every recipe.
import { useStore } from '../store';

/** The badges. */
export function CastBadges() {
  // The cast is itself one of the audience room's members: the viewers are the others.
  const viewers = useStore((s) => Math.max(0, (s.room?.watching ?? 0) - 1));
  const delay = useStore((s) => s.castDelay || s.room?.castDelay || 0);
  const allSeeing = useStore((s) => s.revealed !== null);
  return (
    <div className="cast-badges">
      <div className="cast-badge watching" aria-label="Viewers">
        👀 {viewers} watching
      </div>
      {delay > 0 && <div className="cast-badge delay">⏱ {delay} s delay</div>}
      {allSeeing && <div className="cast-badge seeing">👁 All-seeing</div>}
    </div>
  );
}
