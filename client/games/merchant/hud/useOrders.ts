// Orders from buttons and keys: one goes at once when nothing plays and it is legal; given while the event show plays
// (or while an order is on its way) it waits, then goes, or, if it is no longer legal when due, the player is told so.
// Never dropped silently.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MerchantAction, MerchantPlayerView } from '../../../../shared/merchant/types';
import { actionForKey, actionName, sameAction } from './actionWords';
import { isShortcut } from '../../../shell/hud/isShortcut';

/** A short message for the player, with an id so repeats show again. */
export type Notice = { id: number; text: string };

/** What the orders hook gives the HUD: give an order, the ones waiting in order (with a way to cancel them), and notices. */
export type Orders = { give(action: MerchantAction): void; queued: MerchantAction[]; cancel(): void; notices: Notice[] };

let noticeIds = 0;

/** How long a waiting order waits for the answer to the one before it, if no new legal list comes. */
const ANSWER_WAIT_MS = 2500;

/** The table's orders for `view` (the latest, which orders apply to) with its `legal` list. */
export function useOrders({ view, legal, busy, presenting, send }: { view: MerchantPlayerView; legal: MerchantAction[]; busy: boolean; presenting: boolean; send(a: MerchantAction): void }): Orders {
  const [queued, setQueued] = useState<MerchantAction[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const latest = useRef({ legal, busy, presenting, view, queued });
  latest.current = { legal, busy, presenting, view, queued };

  // the legal list an order was sent against: the next waiting order goes only once a newer list (its answer) is in,
  // or after a while if the answer changed nothing (a refusal)
  const sentAgainst = useRef<{ legal: MerchantAction[]; at: number } | null>(null);
  const [, setTick] = useState(0);
  const sendNow = useCallback(
    (action: MerchantAction) => {
      sentAgainst.current = { legal: latest.current.legal, at: performance.now() };
      setTimeout(() => setTick((t) => t + 1), ANSWER_WAIT_MS);
      send(action);
    },
    [send],
  );

  const tell = useCallback((text: string) => {
    const id = ++noticeIds;
    setNotices((n) => [...n.slice(-2), { id, text }]);
    setTimeout(() => setNotices((n) => n.filter((x) => x.id !== id)), 4500);
  }, []);

  const give = useCallback(
    (action: MerchantAction) => {
      const now = latest.current;
      if (now.presenting || now.busy || now.queued.length > 0) {
        setQueued((q) => [...q, action]);
        return;
      }
      if (now.legal.some((a) => sameAction(a, action))) sendNow(action);
      else tell(`${actionName(action)} is not possible now.`);
    },
    [sendNow, tell],
  );

  // the show has played and no order is on its way: the first waiting order goes, or the player hears why not; the next
  // waits for that one's answer (busy) and its show
  useEffect(() => {
    if (queued.length === 0 || presenting || busy) return;
    const sent = sentAgainst.current;
    if (sent && sent.legal === legal && performance.now() - sent.at < ANSWER_WAIT_MS) return;
    const [first, ...rest] = queued;
    setQueued(rest);
    if (legal.some((a) => sameAction(a, first))) sendNow(first);
    else tell(`${actionName(first)} is no longer possible, so it was not sent.`);
  });

  // every action has a key (shown on its button)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
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

  return { give, queued, cancel: () => setQueued([]), notices };
}
