// The end screen's chart: each merchant's Prestige (solid) and Coins (dashed) over the turns seen, in their colours, as SVG.
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import type { TurnPoint } from './history';

const W = 520;
const H = 220;
const PAD = { left: 34, right: 12, top: 12, bottom: 28 };

/** The chart of the turns seen; `names` label the legend. */
export function ScoreChart({ history, names }: { history: TurnPoint[]; names: string[] }) {
  if (history.length < 2) return <p className="mv-chart-empty">The chart needs more than one turn.</p>;
  const top = Math.max(1, ...history.flatMap((p) => [...p.prestige, ...p.coins]));
  const x = (i: number) => PAD.left + (i / (history.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const line = (values: (p: TurnPoint) => number) => history.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(values(p)).toFixed(1)}`).join(' ');
  const ticks = [0, Math.round(top / 2), top];
  return (
    <figure className="mv-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Prestige and Coins of every merchant over the turns">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#3b2a1a" strokeOpacity={0.15} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#3b2a1a">
              {t}
            </text>
          </g>
        ))}
        {history.map((p, i) =>
          i % Math.ceil(history.length / 12) === 0 || i === history.length - 1 ? (
            <text key={p.key} x={x(i)} y={H - 8} textAnchor="middle" fontSize="11" fill="#3b2a1a">
              {p.label}
            </text>
          ) : null,
        )}
        {names.map((_, seat) => (
          <g key={seat}>
            <path d={line((p) => p.coins[seat] ?? 0)} fill="none" stroke={SEAT_COLOURS[seat]} strokeWidth={2} strokeDasharray="5 4" opacity={0.8} />
            <path d={line((p) => p.prestige[seat] ?? 0)} fill="none" stroke={SEAT_COLOURS[seat]} strokeWidth={3.5} strokeLinejoin="round" />
          </g>
        ))}
      </svg>
      <figcaption>
        ★ Prestige <span className="mv-solid" /> and 🪙 Coins <span className="mv-dashed" /> by turn:{' '}
        {names.map((n, seat) => (
          <span key={seat} className="mv-legend" style={{ color: SEAT_COLOURS[seat] }}>
            ■ <span className="ink">{n}</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
