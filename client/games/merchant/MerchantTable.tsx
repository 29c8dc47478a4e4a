// Merchant Voyages' table: the 3D scene and the HUD over it, from the shell's props (tableProps.ts). The shell loads it
// lazily; everything it draws comes from the view, the legal list and the events, and every order goes through `send`.
import { useEffect, useMemo, useState } from 'react';
import type { MerchantAction } from '../../../shared/merchant/types';
import type { NotSent } from './merchantSlice';
import type { MerchantTableProps } from './tableProps';
import { useShow } from './show/useShow';
import { MerchantScene } from './scene/MerchantScene';
import { TurnCard } from './hud/TurnCard';
import { DemandPanel } from './hud/DemandPanel';
import { MerchantCards } from './hud/MerchantCards';
import { ActionBar } from './hud/ActionBar';
import { DecisionCard } from './hud/DecisionCard';
import { ShowCaption } from './hud/ShowCaption';
import { EndScreen } from './hud/EndScreen';
import { chartPoints, type TurnPoint } from './hud/history';
import { useOrders } from './hud/useOrders';
import { useStoryLog } from './hud/useStoryLog';
import { foldOnYourMove } from './hud/yourMove';
import { LogPanel } from '../../shell/hud/Log';
import { prefersReducedMotion } from '../../shell/reducedMotion';
import './hud/merchant.css';

const NO_TURNS: MerchantTableProps['story'] = [];

/** Prestige and Coins by turn: the story told on joining (a new one, at a rejoin or a replay's seek, tells them all), then every live batch's turns since, and the end. */
function useHistory(view: MerchantTableProps['view'], story: MerchantTableProps['story'], events: MerchantTableProps['events']): TurnPoint[] {
  const [opening] = useState(view); // the first turn starts with the game, before any event tells it
  const [live, setLive] = useState<{ story: MerchantTableProps['story']; turns: MerchantTableProps['story'] }>({ story, turns: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a batch is the trigger; the story it follows is read as it stands then
  useEffect(() => setLive((l) => ({ story, turns: [...(l.story === story ? l.turns : []), ...events.list.filter((e) => e.type === 'turnStarted')] })), [events]);
  const since = live.story === story ? live.turns : NO_TURNS;
  // drawn only on the end screen, so the story is walked once the game is over, not at every view
  return useMemo(() => (view.phase === 'over' ? chartPoints([...story, ...since], view, opening) : []), [story, since, view, opening]);
}

const NONE_QUEUED: MerchantAction[] = [];
const NONE_NOT_SENT: NotSent[] = [];
const noCancel = () => undefined;

/** The whole table: scene, HUD, action bar (not for a spectator) and end screen. */
export function MerchantTable(props: MerchantTableProps) {
  const { view, legal, events, send, busy, linkDown } = props;
  const reduced = useMemo(prefersReducedMotion, []); // calmer waves (its show is shortened as it arrives: shellHooks.ts)
  const show = useShow(view, events);
  const orders = useOrders({ view, send, queued: props.queued ?? NONE_QUEUED, cancel: props.cancel ?? noCancel, notSent: props.notSent ?? NONE_NOT_SENT });
  const history = useHistory(view, props.story, events);
  const names = props.names.length ? props.names : view.merchants.map((m) => m.name);
  const log = useStoryLog(props.story, events, show.clock, show.playing, names, view.you);
  // The HUD reads the held view while the show plays; the decision and the actions read the latest, which orders apply to.
  const shown = show.shown;
  const fold = foldOnYourMove(view); // on a phone, the Demand and the log fold as a move of yours begins, clear of its controls
  return (
    <div className="merchant-table" data-presenting={show.presenting ? 'yes' : 'no'}>
      <MerchantScene view={shown} clock={show.clock} reduced={reduced} bubbles={props.bubbles} />
      <div className="mv-hud">
        <div className="mv-top">
          <TurnCard view={shown} latest={view} />
          <DemandPanel view={shown} fold={fold} />
        </div>
        <MerchantCards view={shown} />
        {view.you === null && <div className="card mv-spectating">Watching · room {props.code}</div>}
        <div className="mv-bottom">
          <LogPanel log={log} fold={fold} />
          <ShowCaption playing={show.playing} names={names} you={view.you} queued={orders.queued} cancel={orders.cancel} notices={orders.notices} />
          {!show.presenting && <DecisionCard view={view} legal={legal} busy={busy} orders={orders} linkDown={linkDown} />}
          {view.you !== null && !show.presenting && <ActionBar view={view} legal={legal} busy={busy} orders={orders} linkDown={linkDown} />}
          {view.you !== null && show.presenting && view.phase !== 'over' && legal.length > 0 && (
            <div className="mv-preorder">
              <p className="card mv-preorder-note">The board is still showing the last moves: an order you give now waits for them.</p>
              <ActionBar view={view} legal={legal} busy={busy} orders={orders} upNext linkDown={linkDown} />
            </div>
          )}
          {props.audience?.(shown)}
        </div>
        {view.phase === 'over' && (
          <div className="mv-end-stack">
            {!show.presenting && <EndScreen view={view} history={history} predictors={props.predictors} />}
            {props.exits}
          </div>
        )}
      </div>
    </div>
  );
}

/** The shell loads the table lazily: React.lazy wants a default export. */
export default MerchantTable;
