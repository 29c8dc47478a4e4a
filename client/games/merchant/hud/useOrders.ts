// Orders from buttons and keys: one goes at once when nothing plays and it is legal; given while the event show plays
// (or while an order is on its way) it waits, then goes, or, if it is no longer legal when due, the player is told so.
// Never dropped silently.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import { actionForKey, actionName, sameAction } from './actionWords';

/** A short message for the player, with an id so repeats show again. */
export type Notice = { id: number; text: string };

/** What the orders hook gives the HUD: give an order, the one waiting (with a way to cancel it), and notices. */
export type Orders = { give(action: MerchantAction): void; queued: MerchantAction | null; cancel(): void; notices: Notice[] };

let noticeIds = 0;

/** The table's orders for `view` (the latest, which orders apply to) with its `legal` list. */
export function useOrders({ view, legal, busy, presenting, send }: { view: MerchantPlayerView; legal: MerchantAction[]; busy: boolean; presenting: boolean; send(a: MerchantAction): void }): Orders {
  const [queued, setQueued] = useState<MerchantAction | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const latest = useRef({ legal, busy, presenting, view });
  latest.current = { legal, busy, presenting, view };

  const tell = useCallback((text: string) => {
    const id = ++noticeIds;
    setNotices((n) => [...n.slice(-2), { id, text }]);
    setTimeout(() => setNotices((n) => n.filter((x) => x.id !== id)), 4500);
  }, []);

  const give = useCallback(
    (action: MerchantAction) => {
      const now = latest.current;
      if (now.presenting || now.busy) {
        setQueued(action);
        return;
      }
      if (now.legal.some((a) => sameAction(a, action))) send(action);
      else tell(`${actionName(action)} is not possible now.`);
    },
    [send, tell],
  );

  // the show has played and no order is on its way: the waiting order goes, or the player hears why not
  useEffect(() => {
    if (!queued || presenting || busy) return;
    setQueued(null);
    if (legal.some((a) => sameAction(a, queued))) send(queued);
    else tell(`${actionName(queued)} is no longer possible, so it was not sent.`);
  }, [queued, presenting, busy, legal, send, tell]);

  // every action has a key (shown on its button)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      const { view: v } = latest.current;
      if (v.you === null || v.phase === 'over') return;
      const action = actionForKey(e.key, e.shiftKey, v);
      if (!action) return;
      e.preventDefault();
      give(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [give]);

  return { give, queued, cancel: () => setQueued(null), notices };
}
