// Everything the cast draws over the sea: scoreboard, where to watch along, badges, day and wind, predictions, the lower third.
import { Scoreboard } from './Scoreboard';
import { DayWind } from './DayWind';
import { CastBadges } from '../../../shell/cast/CastBadges';
import { WatchAlong } from '../../../shell/cast/WatchAlong';
import { LowerThird } from './LowerThird';
import { PredictionTallies } from '../../../shell/cast/PredictionTallies';
import { CastFinale } from './CastFinale';

/** The overlay (no buttons, no inputs: the cast is watched, never used), over a voyage under way (PastryCast.tsx). */
export function CastOverlay({ showCode }: { showCode: boolean }) {
  return (
    <div className="cast-overlay">
      <Scoreboard />
      <div className="cast-top-right">
        <WatchAlong showCode={showCode} />
        <CastBadges />
        <DayWind />
      </div>
      <PredictionTallies />
      <LowerThird />
      <CastFinale />
    </div>
  );
}
