// Top centre: the Hourglass (round x of the numbers table's rounds, turn A or B), who holds the Anchor, and whose move it
// is with its deadline's countdown (M7, M8, M16, M40).
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { NUMBERS } from '../../../../shared/merchant/numbers';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { SHIP_NAMES } from '../voyageOdds';
import { useSecondsToAct } from '../../../shell/useSecondsToAct';
import { RecapTag } from '../../../shell/catchUp/RecapTag';

/** Whose move it is, in words. */
function moveWords(view: MerchantPlayerView): string {
  if (view.phase === 'over') return 'The game is over';
  if (view.actor === null) return view.phase === 'voyage' ? 'The Voyage sails' : 'Between turns';
  const who = view.actor === view.you ? 'Your' : `${view.merchants[view.actor]?.name}'s`;
  if (view.phase === 'voyage' && view.asking) return `${who} choice: the ${SHIP_NAMES[view.asking.ship]} ${view.asking.ask === 'route' ? 'trades or sails on' : 'delivers a Luxury'}`;
  return `${who} move · ${view.actionsLeft} action${view.actionsLeft === 1 ? '' : 's'} left`;
}

/** M7, M31: whether this is the game's last turn (the last round's turn B): a Launch now is the last one that sails. */
export function isLastTurn(view: Pick<MerchantPlayerView, 'round' | 'turn' | 'phase'>): boolean {
  return view.phase !== 'over' && view.round >= NUMBERS.rounds && view.turn === 'B';
}

/**
 * Which view the move line tells: the shown (held) one, unless that move was yours. Once you have acted, your order's show
 * plays under the view from before it, and the line kept asking the question you had just answered ("Your choice: the
 * Sloop trades or sails on" after Trade here) until the next step's show ended; it tells what comes next instead.
 */
export function moveLineView(shown: MerchantPlayerView, latest: MerchantPlayerView): MerchantPlayerView {
  return shown.actor !== null && shown.actor === shown.you ? latest : shown;
}

/** The Hourglass card, marked as the recap's while a catch-up plays, so its "Your move" is not read as the live table's. `latest`: the view orders apply to. */
export function TurnCard({ view, latest = view }: { view: MerchantPlayerView; latest?: MerchantPlayerView }) {
  const move = moveLineView(view, latest);
  const seconds = useSecondsToAct(move.deadline);
  const anchor = view.merchants[view.anchor];
  return (
    <div className="card mv-turn" title="The Hourglass: a game is rounds of two turns, A and B; the Anchor's holder acts first">
      <RecapTag />
      <div className="mv-hourglass">
        <span aria-hidden>⏳</span> Round <strong>{view.round}</strong> of {NUMBERS.rounds} · Turn <strong>{view.turn}</strong>
        {isLastTurn(view) && (
          <strong className="mv-last-turn" title="The game ends with this turn's Voyage and the End of Round">
            {' '}
            · Last turn
          </strong>
        )}
      </div>
      <div className="mv-anchor name-marks" title="The Anchor: its holder takes actions first this turn; it passes left after each turn">
        <span aria-hidden>⚓</span> <span>Anchor:</span> <span className="mv-dot" style={{ background: SEAT_COLOURS[view.anchor] }} />{' '}
        <span className="name-cut" title={anchor?.name}>
          {anchor?.name}
        </span>
        {view.anchor === view.you && <span> (you)</span>}
      </div>
      <div className={`mv-move${move.actor !== null && move.actor === move.you ? ' mine' : ''}`}>
        {moveWords(move)}
        {seconds !== null && (
          <span className={`mv-clock${seconds <= 10 ? ' hurry' : ''}`} title="Time left for this move">
            {' '}
            · ⏱ {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
          </span>
        )}
      </div>
    </div>
  );
}
