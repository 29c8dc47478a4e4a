// Issue 9: the day and the wind: today's needle, tomorrow's ghost needle, and a storm warning (R11 to R13).
import { useShownView } from '../useShownView';

const ANGLE: Record<string, number> = { N: 0, E: 90, S: 180, W: 270 };
const WORD: Record<string, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** The day and wind panel. */
export function DayWind() {
  const view = useShownView();
  if (!view) return null;
  const { wind } = view;
  return (
    <section className={`cast-panel cast-daywind${wind.storm ? ' storm' : ''}`} aria-label="Day and wind">
      <div className="cast-day">
        <span className="cast-day-label">Day</span>
        <span className="cast-day-number">{Math.max(1, view.day)}</span>
        <span className="cast-day-of">of {view.dayLimit}</span>
      </div>
      <svg viewBox="-50 -50 100 100" className="cast-compass" role="img" aria-label={`Wind ${WORD[wind.today]}, tomorrow ${WORD[wind.tomorrow]}`}>
        <circle r="46" fill="#fbf3e4" stroke="#3b2a1a" strokeWidth="4" />
        {['N', 'E', 'S', 'W'].map((d) => (
          <text key={d} x={Math.sin((ANGLE[d] * Math.PI) / 180) * 34} y={-Math.cos((ANGLE[d] * Math.PI) / 180) * 34 + 5} textAnchor="middle" fontSize="14" fill="#3b2a1a" fontWeight="900">{d}</text>
        ))}
        <g transform={`rotate(${ANGLE[wind.tomorrow]})`} opacity="0.3"><path d="M0 -30 L8 6 L0 0 L-8 6 Z" fill="#3b2a1a" /></g>
        <g className="cast-needle" style={{ transform: `rotate(${ANGLE[wind.today]}deg)` }}><path d="M0 -32 L9 8 L0 2 L-9 8 Z" fill="#c0392b" stroke="#3b2a1a" strokeWidth="2" /></g>
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
