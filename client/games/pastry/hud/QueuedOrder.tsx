// The order waiting for the show to end (a key pressed while a ship sails), shown with a way to cancel it.
import { cancelQueuedOrder } from '../../../shell/orders';
import { orderWords } from './words';
import { usePastryQueuedOrder } from '../usePastryLegal';

/** "Next: End turn ✕" while an order waits; nothing otherwise. */
export function QueuedOrder() {
  const queued = usePastryQueuedOrder();
  if (!queued) return null;
  return (
    <span className="queued-order" role="status">
      Next: <strong>{orderWords(queued)}</strong>
      <button className="secondary small" onClick={cancelQueuedOrder} aria-label="Cancel the waiting order">
        ✕
      </button>
    </span>
  );
}
