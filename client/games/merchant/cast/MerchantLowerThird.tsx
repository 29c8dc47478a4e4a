// The Merchant cast's lower third: the latest batch of events captioned (merchantCaptions.ts), each due as the show
// plays it; the cast's LowerThirdQueue holds each long enough to read.
import { useMemo } from 'react';
import type { MerchantTableProps } from '../tableProps';
import { LowerThirdQueue } from '../../../shell/cast/LowerThirdQueue';
import { batchCaptions } from './merchantCaptions';

/** The lower third for the table's events. */
export function MerchantLowerThird({ events, names }: { events: MerchantTableProps['events']; names: string[] }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a batch is captioned once, when it arrives, with the names of then
  const captions = useMemo(() => batchCaptions(events, names, Date.now()), [events]);
  return <LowerThirdQueue captions={captions} />;
}
