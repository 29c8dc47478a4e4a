// A Voyage decision for you (M12 to M16): the odds in plain words, computed from the public view (voyageOdds), and the
// answers the legal list allows: trade or sail on, or which Luxury to deliver. A spectator sees the odds without buttons.
import type { MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import { SEGMENT_NAMES, SHIP_NAMES, voyageOdds } from '../voyageOdds';
import { ActionButton } from './ActionBar';
import type { Orders } from './useOrders';
import { useSecondsToAct } from '../../../shell/useSecondsToAct';

/** The decision card, or nothing when the Voyage asks nothing. */
export function DecisionCard({ view, legal, busy, orders, linkDown = false }: { view: MerchantPlayerView; legal: MerchantAction[]; busy: boolean; orders: Orders; linkDown?: boolean }) {
  const seconds = useSecondsToAct(view.deadline);
  const asking = view.asking;
  if (!asking || view.phase !== 'voyage') return null;
  const mine = asking.seat === view.you;
  const odds = voyageOdds(view);
  const answers = legal.filter((a) => a.type === 'trade' || a.type === 'continue' || a.type === 'deliver');
  const owner = mine ? 'Your' : `${view.merchants[asking.seat]?.name}'s`;
  const where = `${SEGMENT_NAMES[asking.segment - 1]} segment`;
  return (
    <section className={`card mv-decision${mine ? ' mine' : ''}`} aria-label="Voyage decision">
      <h2>
        {owner} {SHIP_NAMES[asking.ship]} in the {where}: {asking.ask === 'route' ? 'trade or sail on?' : 'deliver a Luxury?'}
        {seconds !== null && <span className={`mv-clock${seconds <= 5 ? ' hurry' : ''}`}> ⏱ {seconds}s</span>}
      </h2>
      {asking.ask === 'route' && odds && (
        <ul className="mv-odds">
          {odds.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {asking.ask === 'deliver' && (
        <p className="mv-odds">
          Traded. A Luxury matching a Demand tile here earns {view.board.segments[asking.segment - 1]?.prestige} Prestige more.
          {view.deadline !== null && ' If time runs out, the first match is delivered.'}
        </p>
      )}
      {mine && (
        <div className="mv-answers">
          {answers.map((a) => (
            <ActionButton
              key={JSON.stringify(a)}
              action={a}
              orders={orders}
              busy={busy}
              className={a.type === 'continue' ? 'danger' : a.type === 'deliver' && a.luxury === null ? 'secondary' : a.type === 'deliver' && a.luxury ? `mv-lux lux-${a.luxury}` : undefined}
            />
          ))}
          {answers.length === 0 && <span>{linkDown ? 'Waiting for the link…' : busy ? 'Sending…' : 'Waiting for the table…'}</span>}
        </div>
      )}
    </section>
  );
}
