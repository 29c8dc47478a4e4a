// The Merchant cast's final card: the winner, and the standings with Prestige, Coins, Luxuries and the tie-break that put
// each merchant above the next (M31, standingsWords); FinaleCard adds the audience's best predictors.
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { FinaleCard, StandingRow } from '../../../shell/cast/FinaleCard';
import { luxuryCount, standingsWords } from '../hud/standingsWords';

/** The final card, once the shown view is the end. */
export function MerchantFinale({ view }: { view: MerchantPlayerView }) {
  if (view.phase !== 'over' || !view.result) return null;
  const winners = view.result.winners.map((seat) => view.merchants[seat].name);
  return (
    <FinaleCard headline={`🏆 ${winners.join(' & ')} win${winners.length === 1 ? 's' : ''}!`}>
      {standingsWords(view).map(({ place, seat, why }) => {
        const m = view.merchants[seat];
        return (
          <StandingRow key={seat} place={place} seat={seat} name={m.name}>
            <span title="Prestige">★ {m.prestige}</span>
            <span title="Coins">🪙 {m.coins}</span>
            <span title="Luxuries">🎁 {luxuryCount(m)}</span>
            {why && <em className="mvc-why">↳ {why}</em>}
          </StandingRow>
        );
      })}
    </FinaleCard>
  );
}
