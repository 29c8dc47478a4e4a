// Bottom centre above the actions: what the show plays now, in words, and the order waiting for it (with a cancel).
import type { MerchantAction } from '../../../../shared/merchant/types';
import type { TimedMerchantEvent } from '../tableProps';
import { actionName } from './actionWords';
import { eventWords } from './eventWords';
import type { Notice } from './useOrders';

/** The caption, the waiting order and the notices. */
export function ShowCaption({
  playing,
  names,
  you,
  queued,
  cancel,
  notices,
}: {
  playing: TimedMerchantEvent | null;
  names: string[];
  you: number | null;
  queued: MerchantAction[];
  cancel(): void;
  notices: Notice[];
}) {
  const words = playing ? eventWords(playing, names, you) : null;
  return (
    <div className="mv-caption-area" aria-live="polite">
      {words && <div className="card mv-caption">{words}</div>}
      {queued.length > 0 && (
        <div className="card mv-queued">
          Next: <strong>{queued.map(actionName).join(', then ')}</strong> · {queued.length === 1 ? 'goes' : 'go'} when the show ends{' '}
          <button className="link" onClick={cancel}>
            cancel
          </button>
        </div>
      )}
      {notices.map((n) => (
        <div key={n.id} className="card mv-notice" role="alert">
          {n.text}
        </div>
      ))}
    </div>
  );
}
