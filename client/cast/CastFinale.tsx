// The cast's final card: who baked it, the standings, and the audience's best predictors. No buttons.
import { useStore } from '../store';
import { SEAT_COLOURS } from '../scene/coords';
import { Flag } from '../hud/Flag';

/** The final card, once the voyage is over. */
export function CastFinale() {
  const view = useStore((s) => (s.held ? null : s.view));
  const predictors = useStore((s) => s.room?.predictors ?? []);
  const result = view?.result;
  if (!view || !result || view.phase !== 'over') return null;
  const name = (seat: number) => view.captains[seat].name;
  return (
    <section className="cast-panel cast-finale" aria-label="The end of the voyage">
      <div className="cast-finale-kicker">Final</div>
      <h1>{result.winners.length ? `🏆 ${result.winners.map(name).join(' & ')} baked it!` : '⌛ Nobody baked in time'}</h1>
      <ol className="cast-standings">
        {result.standings.map((seat, i) => {
          const c = view.captains[seat];
          return (
            <li key={seat} style={{ ['--seat' as string]: SEAT_COLOURS[seat] }}>
              <span className="cast-place">{i + 1}</span>
              <Flag seat={seat} />
              <b>{c.name}</b>
              <span>🪙 {c.gold}</span>
              <span>📷 {c.photos.reduce((a, p) => a + p.points, 0)}</span>
              {c.recipe && <em>{c.recipe.name}</em>}
            </li>
          );
        })}
      </ol>
      {predictors.length > 0 && (
        <div className="cast-predictors">
          <div className="cast-finale-kicker">🔮 Best predictors</div>
          <ol>
            {predictors.map((p, i) => (
              <li key={i}>
                <b>{p.name}</b> {p.right}/{p.answered}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
