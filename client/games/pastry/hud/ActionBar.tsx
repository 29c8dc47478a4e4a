// Bottom centre: only what the server's `legal` list allows, with the bribe, answer, slip and spoils choices.
import { useState } from 'react';
import type { Action, Dir, Ingredient } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { OrderButton } from './OrderButton';
import { QueuedOrder } from './QueuedOrder';
import { useShownView } from '../useShownView';
import { offerWords } from './words';
import { Chip } from './Chip';
import { usePresenting } from '../../../shell/usePresenting';
import { usePlayingEvent } from './usePlayingEvent';
import { showCaption } from './showCaption';
import { dockNudge, thisTurnsSail } from './dockNudge';

/** A screen without hover (a phone or tablet): the route planner previews on the first tap and sails on the second. */
const TOUCH = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

const DIR_LABEL: Record<Dir, string> = { N: '↑ North', E: '→ East', S: '↓ South', W: '← West' };

/** What the sea shows now, in words: a sail reads as a sail, a sighting as a lookout. */
function PlayingNow() {
  const event = usePlayingEvent();
  const view = useStore((s) => s.view);
  return <>{showCaption(event, view?.captains.map((c) => c.name) ?? [], view?.you ?? null)}</>;
}

/** The action bar. */
export function ActionBar() {
  const view = useStore((s) => s.view);
  const shown = useShownView();
  const legal = useStore((s) => s.legal);
  const [gold, setGold] = useState(1);
  const presenting = usePresenting();
  const nudge = useStore((s) => (s.settings.hints && s.view ? dockNudge(s.view, s.legal as Action[], thisTurnsSail(s.view, s.events)) : null));
  const replaying = useStore((s) => s.replaying !== null);
  if (!view || !shown || view.you === null)
    return (
      <div className="card action-bar spectating">
        {replaying ? 'Replay' : 'Spectating'} · {shown?.captains[shown.actor ?? shown.turn]?.name} is acting
      </div>
    );
  // While the show plays, every line on screen reads the moment being shown (the banner too); orders given now wait for it.
  if (presenting)
    return (
      <div className="card action-bar waiting">
        <PlayingNow /> <QueuedOrder />
      </div>
    );
  const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  const me = view.captains[view.you];
  const island = view.board.islands.find((i) => i.dock[0] === me.pos[0] && i.dock[1] === me.pos[1]);
  const b = view.battle;
  const name = (seat: number) => view.captains[seat]?.name ?? `seat ${seat + 1}`;

  if (view.actor !== view.you || view.phase === 'bake') {
    return view.phase === 'bake' ? null : <div className="card action-bar waiting">Waiting for {name(view.actor ?? view.turn)}…</div>;
  }
  switch (view.phase) {
    case 'turn':
      return (
        <div className="card action-bar">
          {!view.sailed && of('sail').length > 0 && <span className="prompt">{TOUCH ? 'Tap a glowing square twice to sail — or:' : 'Click a glowing square to sail there — or act here:'}</span>}
          {nudge && <span className="dock-nudge">{nudge}</span>}
          {of('takeBack').length > 0 && (
            <OrderButton className="secondary" action={{ type: 'takeBack' }} title="Sail back to where this turn began and choose again (Z)">
              ↩ Take back <kbd>Z</kbd>
            </OrderButton>
          )}
          {of('dock').length > 0 && (
            <OrderButton action={{ type: 'dock' }} title="Flip for gold: heads 3, tails 1; then buy a crate here (D)">
              ⚓ Dock <kbd>D</kbd>
            </OrderButton>
          )}
          {of('battle').map((a) => (
            <OrderButton key={a.target} className="danger" action={a} title="Pay 1 gold for powder and fire a broadside">
              💥 Battle {name(a.target)}
            </OrderButton>
          ))}
          {of('endTurn').length > 0 && (
            <OrderButton className="secondary" action={{ type: 'endTurn' }} title="Watch the sea for a creature (E)">
              🔭 End turn <kbd>E</kbd>
            </OrderButton>
          )}
        </div>
      );
    case 'buy':
      return (
        <div className="card action-bar">
          {of('buy').length > 0 && island && (
            <OrderButton action={{ type: 'buy' }}>
              Buy <Chip ingredient={island.ingredient} /> for {island.price} gold
            </OrderButton>
          )}
          <OrderButton className="secondary" action={{ type: 'endTurn' }}>
            Leave it
          </OrderButton>
        </div>
      );
    case 'bribe': {
      const golds = of('bribe').filter((a) => 'gold' in a.offer);
      return (
        <div className="card action-bar dialog" role="dialog" aria-label="Bribe">
          <div className="prompt">{name(b!.attacker)} loads the cannons at you! Fight, or offer a bribe:</div>
          <OrderButton className="danger" action={{ type: 'fight' }}>
            💥 Fight
          </OrderButton>
          {of('bribe')
            .filter((a) => 'ingredient' in a.offer)
            .map((a) => (
              <OrderButton key={(a.offer as { ingredient: Ingredient }).ingredient} action={a}>
                Offer <Chip ingredient={(a.offer as { ingredient: Ingredient }).ingredient} />
              </OrderButton>
            ))}
          {golds.length > 0 && (
            <span className="gold-offer">
              <input type="range" min={1} max={golds.length} value={Math.min(gold, golds.length)} onChange={(e) => setGold(Number(e.target.value))} aria-label="Gold to offer" />
              <OrderButton action={{ type: 'bribe', offer: { gold: Math.min(gold, golds.length) } }}>Offer {Math.min(gold, golds.length)} gold</OrderButton>
            </span>
          )}
        </div>
      );
    }
    case 'answer':
      return (
        <div className="card action-bar dialog" role="dialog" aria-label="Answer the bribe">
          <div className="prompt">
            {name(b!.defender)} offers {b!.offer ? offerWords(b!.offer) : 'a bribe'}. Take it and call off the battle?
          </div>
          <OrderButton action={{ type: 'answer', accept: true }}>✔ Take the bribe</OrderButton>
          <OrderButton className="danger" action={{ type: 'answer', accept: false }}>
            ✘ Refuse — fire!
          </OrderButton>
        </div>
      );
    case 'slip':
      return (
        <div className="card action-bar dialog" role="dialog" aria-label="Slip away">
          <div className="prompt">Both broadsides missed. Slip one free square away, or stay?</div>
          {of('slip').map((a) => (
            <OrderButton key={a.dir ?? 'stay'} action={a}>
              {a.dir ? DIR_LABEL[a.dir] : 'Stay put'}
            </OrderButton>
          ))}
        </div>
      );
    case 'spoils':
      return (
        <div className="card action-bar dialog" role="dialog" aria-label="Spoils">
          <div className="prompt">Victory! Take one ingredient:</div>
          {of('take').map((a) => (
            <OrderButton key={a.ingredient} action={a}>
              <Chip ingredient={a.ingredient} />
            </OrderButton>
          ))}
        </div>
      );
    default:
      return null;
  }
}
