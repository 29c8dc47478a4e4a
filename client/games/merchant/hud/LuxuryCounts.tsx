// One merchant's Luxuries by kind (M5), legible at a glance: each kind its colour and icon, its count in bold, a 0 kept
// but quieter, and every count named for screen readers (a playtest could not tell who held which).
import type { Luxury } from '../../../../shared/merchant/types';
import { LUXURIES } from '../../../../shared/merchant/board';
import { LUXURY_LOOK, luxuryEdge } from '../luxuryLook';

/** M5, M14, M31: the counts a merchant holds, one chip per kind in printed order; held kinds filled in their colour. */
export function LuxuryCounts({ luxuries, owner }: { luxuries: Readonly<Record<Luxury, number>>; owner: string }) {
  return (
    <ul className="mv-luxuries" aria-label={`${owner}'s Luxuries`} title="Luxuries: deliver one where a port's Demand tile asks for it, for that port's Prestige again; at the end they break ties">
      {LUXURIES.map((l) => {
        const n = luxuries[l];
        const look = LUXURY_LOOK[l];
        const name = `${l}: ${n}`;
        return (
          <li
            key={l}
            className={`mv-lux-count ${n ? 'held' : 'none'}`}
            style={n ? { background: look.colour, color: look.ink, borderColor: look.ink } : { borderColor: luxuryEdge(l) }}
            title={name}
            aria-label={name}
          >
            <span className="mv-lux-icon" aria-hidden>
              {look.icon}
            </span>
            <span className="mv-lux-n" aria-hidden>
              {n}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
