// The Demand in words (M5, M14, M22), beside the Hourglass: each port's Demand tiles and the Prestige a delivery there
// adds, for a merchant deciding a Launch or a Voyage. Open on a wide screen; narrower, it starts folded (on a phone, a corner
// button).
import { useId } from 'react';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { LUXURY_LOOK } from '../luxuryLook';
import { demandRows } from './demandRows';
import { type FoldOnMove, useFoldOnMove } from '../../../shell/hud/useFoldOnMove';

/** Whether the screen is too narrow for the strip beside the Hourglass (merchant.css stacks it there), so the panel starts folded and the ports' signs stay clear. */
function narrowScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 1199px)').matches;
}

/** The Demand panel: a toggle, and the three ports near to far with their tiles and delivery reward; with `fold`, it folds as a move of yours begins on a phone. */
export function DemandPanel({ view, fold }: { view: MerchantPlayerView; fold?: FoldOnMove }) {
  const [open, setOpen] = useFoldOnMove(!narrowScreen(), fold);
  const id = useId();
  const rows = demandRows(view);
  return (
    <section className={`card mv-demand${open ? ' open' : ''}`} aria-label="Demand">
      <button className="mv-demand-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} title="The Demand tiles on the Trade board, and what delivering a Luxury there adds">
        Demand <span aria-hidden>{open ? '▾' : '▸'}</span>
      </button>
      {open && (
        <ol id={id} className="mv-demand-ports" title={`${view.demand.unused} unused Demand tile${view.demand.unused === 1 ? '' : 's'} left to refill empty slots at the end of a turn`}>
          {rows.map((row) => (
            <li key={row.segment} className="mv-demand-port" title={`${row.name} port: trading pays ${row.coins} coins per Cargo and ${row.prestige} Prestige`}>
              <div className="mv-demand-head">
                <span className="mv-demand-name">{row.name}</span> <span className="mv-demand-gain">deliver +{row.delivery}★</span>
              </div>
              <ul className="mv-demand-tiles">
                {row.tiles.map((t, slot) => {
                  const mine = row.yours.includes(t);
                  const look = LUXURY_LOOK[t];
                  const says = `${t}: delivering one adds ${row.delivery} Prestige${mine ? '; you hold one' : ''}`;
                  return (
                    <li key={`${t}-${slot}`} className={`mv-demand-tile${mine ? ' yours' : ''}`} style={{ background: look.colour, color: look.ink }} aria-label={says} title={says}>
                      <span aria-hidden>
                        {look.icon} {t}
                        {mine ? ' ✓' : ''}
                      </span>
                    </li>
                  );
                })}
                {Array.from({ length: row.empty }, (_, k) => (
                  <li key={`empty-${k}`} className="mv-demand-tile empty" title="An empty slot: no unused Demand tile was left to fill it">
                    empty
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
