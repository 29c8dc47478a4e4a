// M2 and M5: each port's sign over its island: its name, the Coins a Cargo and the Prestige trading there pays, and its
// Demand tiles as chips in each Luxury's colour (an empty slot a faint dashed one). Page text over the canvas
// (usePageLabels) that a phone player can read, where 3D text was a blur: never smaller than its CSS size, kept inside the canvas, and
// one sign a port, so a port's Demand never stands over its neighbour's.
import { Vector3 } from 'three';
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { usePageLabels, type PageLabel } from '../../../shell/scene/usePageLabels';
import { PORT_RANK } from './labelRanks';
import { LUXURY_LOOK } from '../luxuryLook';
import { SEGMENT_NAMES } from '../voyageOdds';
import { ISLANDS } from './Sea';
import { segmentCentreX } from './layout';
import '../signs.css';

/** M2, M5: the words and places of every port's sign in `view`. */
export function portSignLabels(view: MerchantPlayerView): PageLabel[] {
  return view.board.segments.map((seg, i) => ({
    key: `port-${i}`,
    text: `${i + 1} · ${SEGMENT_NAMES[i]} port\n🪙${seg.coins} a Cargo · ★${seg.prestige}\n`,
    className: 'mv-sign mv-port-sign',
    at: new Vector3(segmentCentreX(i + 1) - 0.5, 1.9, ISLANDS[i][1] - 0.2), // a little west of the island's middle, clear of the log on a wide screen
    parts: seg.demand.map((tile) =>
      tile
        ? { text: `${LUXURY_LOOK[tile].icon} ${tile}`, className: 'mv-demand-chip', vars: { '--luxury': LUXURY_LOOK[tile].colour, '--luxury-ink': LUXURY_LOOK[tile].ink } }
        : { text: 'empty', className: 'mv-demand-chip empty' },
    ),
  }));
}

/** The ports' signs over the canvas. */
export function PortSigns({ view }: { view: MerchantPlayerView }) {
  usePageLabels('mv-port-signs', portSignLabels(view), { scaleRange: [1, 1.35], keepInside: true, rank: PORT_RANK });
  return null;
}
