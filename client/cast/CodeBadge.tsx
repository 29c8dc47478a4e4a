// Issue 9: the small room-code badge (hidden with ?code=0), with the feed's delay and whether it sees every recipe.
import { useStore } from '../store';

/** The badge. */
export function CodeBadge({ showCode }: { showCode: boolean }) {
  const code = useStore((s) => s.code);
  const delay = useStore((s) => s.castDelay || s.room?.castDelay || 0);
  const allSeeing = useStore((s) => s.revealed !== null);
  return (
    <div className="cast-badges">
      {showCode && code && <div className="cast-badge code" aria-label="Room code"><span>Room</span><b>{code}</b></div>}
      {delay > 0 && <div className="cast-badge delay">⏱ {delay} s delay</div>}
      {allSeeing && <div className="cast-badge seeing">👁 All-seeing</div>}
    </div>
  );
}
