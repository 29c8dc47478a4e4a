// The Merchant cast's scoreboard: the Hourglass and what the table is doing, then every merchant's flag, name, Prestige,
// Coins and Luxuries (all kinds, then each kind), the Anchor's holder, a Dock Hut, and whose move it is.
import type { MerchantPlayerView, MerchantView } from '../../../../shared/merchant/types';
import { LUXURIES } from '../../../../shared/merchant/board';
import { ScoreboardPanel, ScoreRow } from '../../../shell/cast/ScoreboardPanel';
import { LUXURY_LOOK } from '../luxuryLook';
import { luxuryCount } from '../hud/standingsWords';
import { actingSeat, hourglassWords, momentWords } from './castWords';

/** The head's figures, in the order M31 ranks by. */
const COLUMNS = [
  { icon: '★', title: 'Prestige: the most wins' },
  { icon: '🪙', title: 'Coins' },
  { icon: '🎁', title: 'Luxuries, all kinds' },
];

/** A merchant's Luxuries by kind, the kinds they lack faded, so every row keeps its shape. */
function LuxuryChips({ m }: { m: MerchantView }) {
  return (
    <div className="mvc-luxuries">
      {LUXURIES.map((l) => (
        <span key={l} className={`mvc-lux${m.luxuries[l] ? '' : ' none'}`} style={{ background: LUXURY_LOOK[l].colour, color: LUXURY_LOOK[l].ink }} title={l}>
          {LUXURY_LOOK[l].icon} {m.luxuries[l]}
        </span>
      ))}
    </div>
  );
}

/** The scoreboard for the shown view. */
export function MerchantScoreboard({ view }: { view: MerchantPlayerView }) {
  const acting = actingSeat(view);
  const caption = (
    <div className="mvc-hourglass">
      <b>⏳ {hourglassWords(view)}</b>
      <span>{momentWords(view)}</span>
    </div>
  );
  return (
    <ScoreboardPanel who="Merchant" columns={COLUMNS} caption={caption}>
      {view.merchants.map((m) => (
        <ScoreRow
          key={m.seat}
          seat={m.seat}
          acting={acting === m.seat}
          name={
            <>
              {m.name}
              {view.anchor === m.seat && <span title="Holds the Anchor: acts first this turn">⚓</span>}
              {m.hut && <span title="Dock Hut">🛖</span>}
            </>
          }
          figures={
            <>
              <span className="cast-num">{m.prestige}</span>
              <span className="cast-num">{m.coins}</span>
              <span className="cast-num">{luxuryCount(m)}</span>
            </>
          }
        >
          <LuxuryChips m={m} />
        </ScoreRow>
      ))}
    </ScoreboardPanel>
  );
}
