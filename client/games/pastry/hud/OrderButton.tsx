// A button that gives one engine order through client/shell/orders.ts, and waits (disabled) while an order is on its way
// or the link is down.
import type { ReactNode } from 'react';
import type { Action } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { ordersWait } from '../../../shell/orders';
import { giveOrder } from '../pastryOrders';

/** One order's button: a double click sends it once. */
export function OrderButton({ action, className, title, children }: { action: Action; className?: string; title?: string; children: ReactNode }) {
  const busy = useStore(ordersWait); // an order on its way, or the link down (the shell reconnects)
  return (
    <button className={className} title={title} disabled={busy} aria-busy={busy} onClick={() => giveOrder(action)}>
      {children}
    </button>
  );
}
