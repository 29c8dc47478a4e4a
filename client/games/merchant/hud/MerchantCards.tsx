// Top left: every merchant's Coins, Prestige and Luxuries by kind, and each ship's Cargo, cannons, Damage and Strength
// (M4, M5, M7). On a phone each card folds to one line (name, coins, Prestige) and opens with a tap.
import { useState } from 'react';
import type { MerchantPlayerView, MerchantView, ShipView } from '../../../../shared/merchant/types';
import { holdOf } from '../../../../shared/merchant/board';
import { NUMBERS } from '../../../../shared/merchant/numbers';
import { SEAT_COLOURS, SEAT_FLAGS } from '../../../shell/scene/seatColours';
import { FLAG_SYMBOL } from '../../../shell/hud/Flag';
import { SEGMENT_NAMES, SHIP_NAMES } from '../voyageOdds';
import { LuxuryCounts } from './LuxuryCounts';

/** Where a ship is, in words. */
function placeWords(ship: ShipView): string {
  if (ship.at === 'board') return `out · ${SEGMENT_NAMES[(ship.segment ?? 1) - 1]} ${ship.position}`;
  if (ship.at === 'home') return `homeward, ${ship.spacesHome} to go`;
  return 'docked';
}

/** One ship's line: Cargo, cannons, Damage, Strength and where it is. */
function ShipLine({ ship, index }: { ship: ShipView; index: number }) {
  const hold = holdOf(ship, index);
  const over = ship.cargo > hold; // M4: Damage shrank the hold below what is aboard, which stays
  return (
    <div className={`mv-ship at-${ship.at}`}>
      <span className="mv-ship-name">{SHIP_NAMES[index]}</span>
      <span
        title={`Cargo: ${ship.cargo}; it may be loaded up to ${hold} (${NUMBERS.ships[index].capacity}, less ${NUMBERS.holdPerDamage} per Damage)${over ? ', so Damage leaves no room for more, but the Cargo aboard stays' : ''}; each pays the port's coins when it trades`}
      >
        📦 {over ? `${ship.cargo}, no room` : `${ship.cargo}/${hold}`}
      </span>
      <span title="Cannons: +1 Strength each, for the next voyage only">💣 {ship.cannons}</span>
      <span title={`Damage: −1 Strength and −${NUMBERS.holdPerDamage} Cargo held each, until repaired`} className={ship.damage ? 'hurt' : ''}>
        💥 {ship.damage}
      </span>
      <span title="Strength against the Pirates: printed Strength + cannons − Damage">⚔ {ship.strength}</span>
      <span className="mv-where">{placeWords(ship)}</span>
    </div>
  );
}

/** The marks after a merchant's name, each kept whole beside it however long the name: "(you)", 🤖, away. */
function NameMarks({ m, you }: { m: MerchantView; you: number | null }) {
  const away = !m.connected && !m.bot;
  return (
    <>
      {m.seat === you && <span>(you)</span>}
      {m.bot && (
        <span title={`A ${m.level ?? 'normal'} bot`} role="img" aria-label="bot">
          🤖
        </span>
      )}
      {away && <span title={m.auto ? 'Away: a bot sails for them until they return' : 'Away'}>{m.auto ? '(away 🤖)' : '(away)'}</span>}
    </>
  );
}

/** One merchant's card. */
function MerchantCard({ m, view, open, toggle }: { m: MerchantView; view: MerchantPlayerView; open: boolean; toggle(): void }) {
  const acting = view.actor === m.seat && view.phase !== 'over';
  return (
    <section className={`card mv-merchant${acting ? ' acting' : ''}${open ? ' open' : ''}`} style={{ borderLeftColor: SEAT_COLOURS[m.seat] }} aria-label={`${m.name}'s purse and ships`}>
      <button className="mv-merchant-head" onClick={toggle} aria-expanded={open}>
        <span className="mv-flag" style={{ color: SEAT_COLOURS[m.seat] }} aria-hidden>
          {FLAG_SYMBOL[SEAT_FLAGS[m.seat]]}
        </span>
        <span className="mv-name name-marks">
          <span className="name-cut" title={m.name}>
            {m.name}
          </span>
          <NameMarks m={m} you={view.you} />
        </span>
        {view.anchor === m.seat && (
          <span title="Holds the Anchor" role="img" aria-label="holds the Anchor">
            ⚓
          </span>
        )}
        <span className="mv-coins" title="Coins">
          🪙 {m.coins}
        </span>
        <span className="mv-prestige" title="Prestige: the most wins">
          ★ {m.prestige}
        </span>
      </button>
      <div className="mv-merchant-body">
        <div className="mv-holdings">
          <LuxuryCounts luxuries={m.luxuries} owner={m.name} />
          {m.hut && <span title={`Dock Hut: ships are repaired at home, +${NUMBERS.hutPrestige} Prestige a round`}>🛖 Hut</span>}
        </div>
        {m.ships.map((ship, i) => (
          <ShipLine key={i} ship={ship} index={i} />
        ))}
      </div>
    </section>
  );
}

/** The merchants' cards, yours first. */
export function MerchantCards({ view }: { view: MerchantPlayerView }) {
  const [open, setOpen] = useState<number | null>(null); // a phone's cards start folded; wide screens show every card open
  const order = [...view.merchants].sort((a, b) => (a.seat === view.you ? -1 : b.seat === view.you ? 1 : a.seat - b.seat));
  return (
    <div className="mv-merchants">
      {order.map((m) => (
        <MerchantCard key={m.seat} m={m} view={view} open={open === m.seat} toggle={() => setOpen(open === m.seat ? null : m.seat)} />
      ))}
    </div>
  );
}
