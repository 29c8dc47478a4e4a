// The cast's day and wind: today's needle, tomorrow's ghost needle, and a storm warning (R11 to R13), turning with the dawn's show.
import { useEffect, useState } from 'react';
import { useStore } from '../../../shell/store';
import { useShownView } from '../useShownView';
import { dayCardAt } from './dayCard';

const ANGLE: Record<string, number> = { N: 0, E: 90, S: 180, W: 270 };
const WORD: Record<string, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** Re-renders every tenth of a second while events play, so the card turns as the dawn's show begins. */
function useTicking(): number {
  const playing = useStore((s) => s.held !== null);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [playing]);
  return Math.max(now, Date.now());
}

/** The day and wind panel. */
export function DayWind() {
  const shown = useShownView();
  const events = useStore((s) => s.events);
  const now = useTicking();
  if (!shown) return null;
  const view = dayCardAt(shown, events, now);
  const { wind } = view;
  return (
    <section className={`cast-panel cast-daywind${wind.storm ? ' storm' : ''}`} aria-label="Day and wind">
      <div className="cast-day">
        <span className="cast-day-label">Day</span>
        <span className="cast-day-number">{Math.max(1, view.day)}</span>
        <span className="cast-day-of">of {shown.dayLimit}</span>
      </div>
      <svg viewBox="-50 -50 100 100" className="cast-compass" role="img" aria-label={`Wind ${WORD[wind.today]}, tomorrow ${WORD[wind.tomorrow]}`}>
        <circle r="46" fill="#fbf3e4" stroke="#3b2a1a" strokeWidth="4" />
        {['N', 'E', 'S', 'W'].map((d) => (
          <text key={d} x={Math.sin((ANGLE[d] * Math.PI) / 180) * 34} y={-Math.cos((ANGLE[d] * Math.PI) / 180) * 34 + 5} textAnchor="middle" fontSize="14" fill="#3b2a1a" fontWeight="900">
            {d}
          </text>
        ))}
        <g transform={`rotate(${ANGLE[wind.tomorrow]})`} opacity="0.3">
          <path d="M0 -30 L8 6 L0 0 L-8 6 Z" fill="#3b2a1a" />
        </g>
        <g className="cast-needle" style={{ transform: `rotate(${ANGLE[wind.today]}deg)` }}>
          <path d="M0 -32 L9 8 L0 2 L-9 8 Z" fill="#c0392b" stroke="#3b2a1a" strokeWidth="2" />
        </g>
        <circle r="5" fill="#f5c542" stroke="#3b2a1a" strokeWidth="2" />
      </svg>
      <div className="cast-wind">
        <div className="cast-wind-today">Wind {WORD[wind.today]}</div>
        <div className="cast-wind-tomorrow">Tomorrow {WORD[wind.tomorrow]}</div>
        {wind.stormWarning && <div className="cast-storm">⛈ Storm tomorrow</div>}
        {wind.storm && <div className="cast-storm">⛈ Storm blows {WORD[wind.storm]}</div>}
      </div>
    </section>
  );
}
