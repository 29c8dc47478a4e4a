// Merchant Voyages on the cast view (/cast/CODE): its table filmed for a stream, the show played as the table plays it,
// emotes and cheers over the docks, the cast's overlay (scoreboard, watch-along code, predictions, lower third, final
// standings), and no control anywhere.
import type { MerchantTableProps } from './tableProps';
import type { CastLink } from '../../shell/cast/castParams';
import { useMerchantProps } from './MerchantRoom';
import { useShow } from './show/useShow';
import { MerchantScene } from './scene/MerchantScene';
import { MerchantCastOverlay } from './cast/MerchantCastOverlay';
import './cast/merchantCast.css';

/** The filmed table: the overlay reads the view the show holds, so no purse changes before its ship arrives. */
function Filmed({ view, events, names, bubbles, transparent, showCode }: Pick<MerchantTableProps, 'view' | 'events' | 'names' | 'bubbles'> & CastLink) {
  const show = useShow(view, events);
  return (
    <div className="merchant-cast" data-presenting={show.presenting ? 'yes' : 'no'}>
      <MerchantScene view={show.shown} clock={show.clock} reduced={false} bubbles={bubbles} filming={{ keyed: transparent }} />
      <MerchantCastOverlay view={show.shown} events={events} names={names} showCode={showCode} />
    </div>
  );
}

/** The cast of the table, or nothing until the feed shows the game under way. */
export default function MerchantCast(link: CastLink) {
  const props = useMerchantProps();
  return props && <Filmed view={props.view} events={props.events} names={props.names} bubbles={props.bubbles} {...link} />;
}
