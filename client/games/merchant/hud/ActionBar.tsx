// Bottom centre: only the legal actions (the shell's `legal` list), each with its price from the numbers table and its
// key; disabled while an order is on its way or the link is down (the shell reconnects; issue 32, bug 1). Orders given while the show plays wait for it (useOrders).
import type { MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import { SHIP_NAMES, launchOdds, launchWords } from '../voyageOdds';
import { actionHint, actionLabel, keyLabel, keyOf } from './actionWords';
import type { Orders } from './useOrders';

/** One action's button, its key shown. */
export function ActionButton({ action, orders, busy, className }: { action: MerchantAction; orders: Orders; busy: boolean; className?: string }) {
  const key = keyLabel(keyOf(action));
  return (
    <button className={className} disabled={busy} aria-busy={busy} title={`${actionHint(action)} (${key})`} onClick={() => orders.give(action)} aria-keyshortcuts={key.replace('⇧', 'Shift+')}>
      {actionLabel(action)} <kbd>{key}</kbd>
    </button>
  );
}

/** The own actions (M8) grouped: each ship's, the Luxuries, and the rest. */
function groups(legal: MerchantAction[]): { name: string; actions: MerchantAction[] }[] {
  const ship = (i: number) => legal.filter((a) => 'ship' in a && a.ship === i && ['load', 'arm', 'launch', 'repair'].includes(a.type));
  return [
    { name: 'Sloop', actions: ship(0) },
    { name: 'Galleon', actions: ship(1) },
    { name: 'Luxuries', actions: legal.filter((a) => a.type === 'buyLuxury') },
    { name: '', actions: legal.filter((a) => a.type === 'buildHut' || a.type === 'pass') },
  ].filter((g) => g.actions.length > 0);
}

/**
 * The action bar for your two actions; a line saying who acts otherwise. While the board still shows the last moves
 * (`upNext`), the top card still shows whoever moved then, so the bar says your move comes next rather than now.
 */
export function ActionBar({
  view,
  legal,
  busy,
  orders,
  upNext = false,
  linkDown = false,
}: {
  view: MerchantPlayerView;
  legal: MerchantAction[];
  busy: boolean;
  orders: Orders;
  upNext?: boolean;
  linkDown?: boolean;
}) {
  if (view.you === null || view.phase === 'over') return null;
  const own = legal.filter((a) => !['trade', 'continue', 'deliver'].includes(a.type));
  if (view.phase !== 'actions' || view.actor !== view.you || (own.length === 0 && !busy)) {
    const who = view.actor === null ? null : view.merchants[view.actor]?.name;
    if (view.asking) return null; // the decision card says who is asked, and asks you
    return <div className="card mv-actions waiting">{who ? `Waiting for ${who}…` : 'The Voyage sails…'}</div>;
  }
  return (
    <div className="card mv-actions" role="toolbar" aria-label="Your actions">
      <div className="mv-actions-title">
        {upNext ? 'Up next, your move' : 'Your move'}: {view.actionsLeft} action{view.actionsLeft === 1 ? '' : 's'} left{' '}
        {busy && <span className="mv-busy">{linkDown ? '· waiting for the link…' : '· sending…'}</span>}
      </div>
      <div className="mv-groups">
        {groups(own).map((g) => (
          <div key={g.name || 'other'} className="mv-group">
            {g.name && <span className="mv-group-name">{g.name}</span>}
            {g.actions.map((a) => (
              <ActionButton key={JSON.stringify(a)} action={a} orders={orders} busy={busy} className={a.type === 'pass' ? 'secondary' : undefined} />
            ))}
          </div>
        ))}
      </div>
      {own.map((a) => a.type === 'launch' && <LaunchOdds key={`odds-${a.ship}`} view={view} ship={a.ship} />)}
    </div>
  );
}

/** Before a Launch (issue 32's new player saw the risk only after the first Pirate): each segment's chance and pay, from the cards left. */
function LaunchOdds({ view, ship }: { view: MerchantPlayerView; ship: number }) {
  const words = launchWords(launchOdds(view, view.you!, ship));
  if (!words) return null;
  return (
    <p className="mv-launch-odds">
      <strong>If the {SHIP_NAMES[ship]} launches:</strong> {words}
    </p>
  );
}
