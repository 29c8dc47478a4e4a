// Everything the Merchant cast draws over the table: its scoreboard, the cast's watch-along code and badges, the
// audience's predictions, the lower third, and the final card once the show has played the end. No buttons, no inputs.
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { MerchantTableProps } from '../tableProps';
import { WatchAlong } from '../../../shell/cast/WatchAlong';
import { CastBadges } from '../../../shell/cast/CastBadges';
import { PredictionTallies } from '../../../shell/cast/PredictionTallies';
import { MerchantScoreboard } from './MerchantScoreboard';
import { MerchantFinale } from './MerchantFinale';
import { MerchantLowerThird } from './MerchantLowerThird';

/** The overlay for the shown view and the latest events; `showCode` is the link's (false with ?code=0). */
export function MerchantCastOverlay({ view, events, names, showCode }: { view: MerchantPlayerView; events: MerchantTableProps['events']; names: string[]; showCode: boolean }) {
  return (
    <div className="cast-overlay">
      <MerchantScoreboard view={view} />
      <div className="cast-top-right">
        <WatchAlong showCode={showCode} />
        <CastBadges />
      </div>
      <PredictionTallies />
      <MerchantLowerThird events={events} names={names} />
      <MerchantFinale view={view} />
    </div>
  );
}
