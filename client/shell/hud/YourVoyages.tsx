// The lobby's "Your voyages": waiting rooms and voyages under way where this browser holds a seat, the way back into them.
import { useEffect, useState } from 'react';
import { useStore } from '../store';
import { joinByCode } from '../net/join';
import { forgetSeatToken, savedName, seatCodes } from '../net/session';
import { fetchVoyageSummary } from '../net/voyageSummary';
import { DEFAULT_NAME } from '../../../shared/table/names';

/** The list, or nothing when there is none. Ended voyages' seat tokens are forgotten on the way. */
export function YourVoyages() {
  const busy = useStore((s) => s.status === 'connecting');
  const [live, setLive] = useState<{ code: string; waiting: boolean }[]>([]);
  useEffect(() => {
    let cancelled = false;
    void Promise.all(seatCodes().map(async (code) => ({ code, summary: await fetchVoyageSummary(code) }))).then((found) => {
      for (const { code, summary } of found) if (summary.status === 'over' || summary.status === 'abandoned') forgetSeatToken(code);
      if (!cancelled) setLive(found.filter((f) => f.summary.status === 'playing' || f.summary.status === 'waiting').map((f) => ({ code: f.code, waiting: f.summary.status === 'waiting' })));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!live.length) return null;
  return (
    <section className="card lobby-card your-voyages">
      <h2>Your voyages</h2>
      {live.map(({ code, waiting }) => (
        <div key={code} className="row">
          <span className="voyage-code">{code}</span> <span>{waiting ? 'waiting to sail' : 'under way'}</span>
          <button disabled={busy} onClick={() => void joinByCode(code, savedName() || DEFAULT_NAME, false)}>
            Rejoin
          </button>
        </div>
      ))}
    </section>
  );
}
