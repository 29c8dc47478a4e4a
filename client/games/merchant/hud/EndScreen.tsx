// The end (M31): the standings with each tie-break in words, the audience's best predictors, and the chart of Prestige
// and Coins over the turns.
import { useState } from 'react';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { PredictorList, type Predictor } from '../../../shell/audience/BestPredictors';
import type { TurnPoint } from './history';
import { ScoreChart } from './ScoreChart';
import { luxuryCount, prestigeParts, standingsWords, tieBreakRule } from './standingsWords';

/** The end screen card; it can be folded away to look at the table. */
export function EndScreen({ view, history, predictors }: { view: MerchantPlayerView; history: TurnPoint[]; predictors: Predictor[] }) {
  const [folded, setFolded] = useState(false);
  if (!view.result) return null;
  const lines = standingsWords(view);
  const winner = view.merchants[view.result.winners[0]];
  if (folded)
    return (
      <button className="mv-end-unfold" onClick={() => setFolded(false)}>
        🏆 Standings
      </button>
    );
  return (
    <div className="card mv-end" role="dialog" aria-label="The game is over">
      <h1>🏆 {winner.seat === view.you ? 'You win!' : `${winner.name} wins!`}</h1>
      <ol className="mv-standings">
        {lines.map(({ place, seat, why }) => {
          const m = view.merchants[seat];
          const { inPlay, fromCoins } = prestigeParts(m);
          return (
            <li key={seat}>
              <span className="mv-place">{place}.</span> <span className="mv-dot" style={{ background: SEAT_COLOURS[seat] }} /> <strong>{m.name}</strong>
              {seat === view.you ? ' (you)' : ''} · ★ {m.prestige}{' '}
              <span className="mv-prestige-parts">
                = {inPlay} in play + {fromCoins} from 🪙 {m.coins}
              </span>{' '}
              · {luxuryCount(m)} Luxur{luxuryCount(m) === 1 ? 'y' : 'ies'}
              {why && <div className="mv-why">↳ {why}.</div>}
            </li>
          );
        })}
      </ol>
      <p className="mv-rule">{tieBreakRule()}</p>
      <PredictorList predictors={predictors} />
      <ScoreChart history={history} names={view.merchants.map((m) => m.name)} />
      <button className="secondary" onClick={() => setFolded(true)}>
        See the table
      </button>
    </div>
  );
}
