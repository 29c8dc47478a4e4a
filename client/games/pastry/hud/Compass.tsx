// R11 to R13: the compass: today's needle, tomorrow's ghost needle, and the storm warning.
import { useShownView } from '../useShownView';

const ANGLE: Record<string, number> = { N: 0, E: 90, S: 180, W: 270 };
const WORD: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** The compass. */
export function Compass() {
  const view = useShownView();
  const wind = view?.wind; // the wind of the moment on screen, like the banner beside it
  if (!wind) return null;
  const warning = wind.stormWarning && view.phase !== 'over'; // no tomorrow once the voyage is over
  return (
    <div className="card compass" title={`Wind blows ${WORD[wind.today]} today, ${WORD[wind.tomorrow]} tomorrow${warning ? '; a storm comes tomorrow' : ''}`}>
      <svg viewBox="-50 -50 100 100" width="96" height="96" role="img" aria-label={`Wind ${WORD[wind.today]}, tomorrow ${WORD[wind.tomorrow]}`}>
        <circle r="46" fill="#fbf3e4" stroke="#3b2a1a" strokeWidth="3" />
        <g style={{ transform: 'rotate(var(--camera-yaw, 0deg))' }}>
          {/* turns with the camera, so N points to the board's north (CameraRig sets it) */}
          {['N', 'E', 'S', 'W'].map((d) => (
            <text key={d} x={Math.sin((ANGLE[d] * Math.PI) / 180) * 35} y={-Math.cos((ANGLE[d] * Math.PI) / 180) * 35 + 5} textAnchor="middle" fontSize="13" fill="#3b2a1a" fontWeight="bold">
              {d}
            </text>
          ))}
          <g transform={`rotate(${ANGLE[wind.tomorrow]})`} opacity="0.35">
            <path d="M0 -30 L7 6 L0 0 L-7 6 Z" fill="#3b2a1a" />
          </g>
          <g transform={`rotate(${ANGLE[wind.today]})`}>
            <path d="M0 -32 L8 8 L0 2 L-8 8 Z" fill="#c0392b" stroke="#3b2a1a" strokeWidth="1.5" />
          </g>
        </g>
        <circle r="4" fill="#f5c542" stroke="#3b2a1a" />
      </svg>
      <div className="compass-caption">
        Wind blows {WORD[wind.today]} · tomorrow {WORD[wind.tomorrow]}
      </div>
      {warning && <div className="storm-warning">⛈ Storm tomorrow!</div>}
      {wind.storm && <div className="storm-warning">⛈ Storm blew {WORD[wind.storm]}</div>}
    </div>
  );
}
