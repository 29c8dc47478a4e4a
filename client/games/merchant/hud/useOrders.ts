// Orders from buttons and keys, through the shell's one order queue (shell/orders.ts, by the table's `send`): one goes at
// once when nothing plays and it is legal; given while the event show plays (or while an order is on its way) it waits,
// then goes, or, if it is no longer legal when due, the player is told so. Never dropped silently.
import { useEffect, useMemo, useRef } from 'react';
import type { MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import type { NotSent } from '../merchantSlice';
import { actionForKey, actionName } from './actionWords';
import { isShortcut } from '../../../shell/hud/isShortcut';

/** A short message for the player, with an id so repeats show again. */
export type Notice = { id: number; text: string };

/** What the orders hook gives the HUD: give an order, the ones waiting in order (with a way to cancel them), and notices. */
export type Orders = { give(action: MerchantAction): void; queued: MerchantAction[]; cancel(): void; notices: Notice[] };

/** An order the queue did not send, in words. */
function notSentWords({ action, when }: NotSent): string {
  const name = actionName(action as MerchantAction);
  return when === 'now' ? `${name} is not possible now.` : `${name} is no longer possible, so it was not sent.`;
}

/** The table's orders for `view` (the latest, which orders apply to): `send` gives one to the shell's queue, which holds `queued` and told `notSent`. */
export function useOrders({ view, send, queued, cancel, notSent }: { view: MerchantPlayerView; send(a: MerchantAction): void; queued: MerchantAction[]; cancel(): void; notSent: NotSent[] }): Orders {
  const latest = useRef(view);
  latest.current = view;

  // every action has a key (shown on its button)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      const v = latest.current;
      if (v.you === null || v.phase === 'over') return;
      const action = actionForKey(e.key, e.shiftKey, v);
      if (!action) return;
      e.preventDefault();
      send(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  const notices = useMemo(() => notSent.map((n) => ({ id: n.id, text: notSentWords(n) })), [notSent]);
  return { give: send, queued, cancel, notices };
}
