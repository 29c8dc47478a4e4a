// A spectator's cheer bar: the eight cheers, for the ship picked (the acting ship unless another is picked).
import { useEffect, useState } from 'react';
import { CHEERS } from '../../shared/audience';
import { useStore } from '../store';
import { useShownView } from '../useShownView';
import { sendCheer } from '../net/connection';
import { Flag } from '../hud/Flag';
import { SEAT_COLOURS } from '../scene/coords';

/** The cheer bar. */
export function CheerBar() {
  const view = useShownView();
  const [picked, setPicked] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), 1500);
    return () => clearTimeout(timer);
  }, [sent]);
  const audience = useStore((s) => s.audience);
  if (!view || !audience || view.phase === 'over') return null;
  const acting = view.bake?.seat ?? view.actor ?? 0;
  const target = picked ?? acting;
  return (
    <section className="card cheer-bar" aria-label="Cheer a ship">
      <div className="cheer-ships" role="radiogroup" aria-label="Ship to cheer">
        {view.captains.map((c) => (
          <button
            key={c.seat}
            role="radio"
            aria-checked={target === c.seat}
            className={`cheer-ship${target === c.seat ? ' picked' : ''}`}
            style={{ borderColor: SEAT_COLOURS[c.seat] }}
            title={picked === null && c.seat === acting ? `${c.name} (acting now)` : c.name}
            onClick={() => setPicked(picked === c.seat ? null : c.seat)}
          >
            <Flag seat={c.seat} /> {c.name}
          </button>
        ))}
      </div>
      <div className="cheer-emoji">
        {CHEERS.map((emoji) => (
          <button
            key={emoji}
            className="icon"
            aria-label={`Cheer ${emoji} for ${view.captains[target]?.name}`}
            onClick={() => {
              sendCheer(target, emoji);
              setSent(`${emoji} for ${view.captains[target]?.name}!`);
            }}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="cheer-sent" role="status">
        {sent ?? ''}
      </div>
    </section>
  );
}
