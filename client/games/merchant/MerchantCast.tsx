// Merchant Voyages on the cast view (/cast/CODE): its table as a spectator sees it, without the shell's buttons.
import { MerchantTable } from './MerchantTable';
import { useMerchantProps } from './MerchantRoom';

/** The table for a stream, or nothing until the feed shows the game under way. */
export default function MerchantCast() {
  const props = useMerchantProps();
  return props && <MerchantTable {...props} />;
}
