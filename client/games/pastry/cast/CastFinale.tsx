// The cast's final card for Pastry Pirates: who baked it, the standings with gold, photo points and recipes (FinaleCard
// adds the audience's best predictors).
import { useStore } from '../../../shell/store';
import { FinaleCard, StandingRow } from '../../../shell/cast/FinaleCard';

/** The final card, once the voyage is over. */
export function CastFinale() {
  const view = useStore((s) => (s.held ? null : s.view));
  const result = view?.result;
  if (!view || !result || view.phase !== 'over') return null;
  const name = (seat: number) => view.captains[seat].name;
  return (
    <FinaleCard headline={result.winners.length ? `🏆 ${result.winners.map(name).join(' & ')} baked it!` : '⌛ Nobody baked in time'}>
      {result.standings.map((seat, i) => {
        const c = view.captains[seat];
        return (
          <StandingRow key={seat} place={i + 1} seat={seat} name={c.name}>
            <span>🪙 {c.gold}</span>
            <span>📷 {c.photos.reduce((a, p) => a + p.points, 0)}</span>
            {c.recipe && <em>{c.recipe.name}</em>}
          </StandingRow>
        );
      })}
    </FinaleCard>
  );
}
