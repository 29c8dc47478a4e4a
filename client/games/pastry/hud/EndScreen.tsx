// R38, R45 to R47: winners, Best Baker, Best Photographer, standings, everyone's gold over the days, and the routes sailed.
import { useStore } from '../../../shell/store';
import { EndButtons } from '../../../shell/hud/EndButtons';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { Flag } from '../../../shell/hud/Flag';
import { BestPredictors } from '../../../shell/audience/BestPredictors';

/** The gold chart: one line per captain. */
function GoldChart({ days, colours }: { days: number[][]; colours: string[] }) {
  const max = Math.max(1, ...days.flat());
  const w = 300;
  const h = 120;
  const x = (i: number) => (days.length <= 1 ? 0 : (i / (days.length - 1)) * w);
  const y = (g: number) => h - (g / max) * h;
  return (
    <svg viewBox={`-26 -10 ${w + 36} ${h + 30}`} className="gold-chart" role="img" aria-label="Gold over the days">
      <line x1="0" y1={h} x2={w} y2={h} stroke="#3b2a1a" />
      <line x1="0" y1="0" x2={w} y2="0" stroke="#3b2a1a" strokeOpacity="0.2" strokeDasharray="4 4" />
      <text x="-4" y="4" fontSize="11" textAnchor="end">
        {max}
      </text>
      <text x="-4" y={h + 4} fontSize="11" textAnchor="end">
        0
      </text>
      {colours.map((colour, seat) => (
        <polyline key={seat} fill="none" stroke={colour} strokeWidth="3" points={days.map((d, i) => `${x(i)},${y(d[seat] ?? 0)}`).join(' ')} />
      ))}
      <text x="0" y={h + 16} fontSize="11">
        day 1
      </text>
      <text x={w} y={h + 16} fontSize="11" textAnchor="end">
        day {days.length}
      </text>
    </svg>
  );
}

/** The route map: the sea and every ship's wake, each drawn over a dark edge so light hulls' colours show on the sea. */
function RouteMap({ tracks, land, colours }: { tracks: [number, number][][]; land: [number, number][]; colours: string[] }) {
  return (
    <svg viewBox="0 0 16 16" className="route-map" role="img" aria-label="Routes sailed">
      <rect width="16" height="16" fill="#3fc1c9" />
      {land.map(([x, y]) => (
        <rect key={`${x},${y}`} x={x} y={y} width="1" height="1" fill="#f2d7a0" />
      ))}
      {tracks.map((t, seat) => {
        const points = t.map(([x, y]) => `${x + 0.5},${y + 0.5}`).join(' ');
        return (
          <g key={seat}>
            <polyline fill="none" stroke="#1b2a33" strokeWidth="0.34" strokeLinejoin="round" opacity="0.55" points={points} />
            <polyline fill="none" stroke={colours[seat]} strokeWidth="0.18" strokeLinejoin="round" points={points} />
          </g>
        );
      })}
    </svg>
  );
}

/** The end of the voyage. */
export function EndScreen() {
  const view = useStore((s) => s.view)!;
  const result = view.result!;
  const name = (seat: number) => view.captains[seat].name;
  return (
    <section className="card end-screen" aria-label="The end of the voyage">
      <h2>{result.winners.length ? `🏆 ${result.winners.map(name).join(' & ')} baked it!` : '⌛ Nobody baked in time'}</h2>
      <div className="awards">
        {result.bestBaker !== null && (
          <div>
            🥧 Best Baker: <strong>{name(result.bestBaker)}</strong>
          </div>
        )}
        <div>
          📷 Best Photographer: <strong>{result.bestPhotographer.length ? result.bestPhotographer.map(name).join(' & ') : 'nobody took a photograph'}</strong>
        </div>
      </div>
      <ol className="standings">
        {result.standings.map((seat) => {
          const c = view.captains[seat];
          return (
            <li key={seat} style={{ borderLeftColor: SEAT_COLOURS[seat] }}>
              <Flag seat={seat} /> <strong>{name(seat)}</strong> · 🪙 {c.gold} · 📦 {c.hold.length + c.bench.length} · 📷 {c.photos.reduce((sum, p) => sum + p.points, 0)}
              {c.recipe && <span> · {c.recipe.name}</span>}
            </li>
          );
        })}
      </ol>
      <p className="standings-rule">Bakers first; then by ingredients of their own recipe aboard, then by gold.</p>
      <BestPredictors />
      <div className="end-charts">
        <figure>
          <GoldChart days={view.goldByDay} colours={SEAT_COLOURS.slice(0, view.captains.length)} />
          <figcaption>🪙 Gold, day by day</figcaption>
          <ul className="chart-legend">
            {view.captains.map((c) => (
              <li key={c.seat}>
                <Flag seat={c.seat} /> {c.name}
              </li>
            ))}
          </ul>
        </figure>
        <figure>
          <RouteMap tracks={view.tracks} land={view.board.land} colours={SEAT_COLOURS.slice(0, view.captains.length)} />
          <figcaption>⛵ Every wake</figcaption>
        </figure>
      </div>
      <EndButtons />
    </section>
  );
}
