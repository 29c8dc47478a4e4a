// Merchant Voyages in the shell: reads the room from the shell's store, hands its table the props it draws from
// (tableProps.ts), and adds the shell's own controls (its connection badge, help, quick emotes, leave, the end's rematch) and a viewer's
// cheers and predictions. Loaded lazily, with its table.
import { useEffect, useMemo } from 'react';
import type { MerchantAction, MerchantPlayerView } from '../../../shared/merchant/types';
import { useStore } from '../../shell/store';
import { cancelQueuedOrder, giveInTurn, linkDown as isLinkDown, ordersWait } from '../../shell/orders';
import { EndButtons } from '../../shell/hud/EndButtons';
import { ConnectionBadge } from '../../shell/hud/ConnectionBadge';
import { HelpPanel } from '../../shell/hud/HelpPanel';
import { LeaveConfirm } from '../../shell/hud/LeaveConfirm';
import { EmoteBar, EmoteToggle } from '../../shell/hud/EmoteBar';
import { isShortcut } from '../../shell/hud/isShortcut';
import { AudiencePanel } from '../../shell/audience/AudiencePanel';
import { usePresenting } from '../../shell/usePresenting';
import { usePredictors } from '../../shell/audience/BestPredictors';
import { merchantCheerTargets } from './cheerTargets';
import { fromMerchantMirror, merchantMirrorOf } from './fromMirror';
import { MerchantTable } from './MerchantTable';
import type { MerchantTableProps } from './tableProps';

/** Gives a Merchant order to the shell's one order queue, behind any waiting (every order goes, in turn). */
const send = (action: MerchantAction) => giveInTurn(action);

/** The rules page's part for this moment: the actions, the Voyage, or the end and scoring. */
export function merchantHelp(view: Pick<MerchantPlayerView, 'phase'>): string {
  if (view.phase === 'over') return '#merchant-end';
  return view.phase === 'voyage' ? '#merchant-voyage' : '#merchant-actions';
}

/** ? opens and closes the rules for this moment, as the corner's ? button does (the first game's list of keys is not drawn here). */
function useHelpKey(phase: MerchantPlayerView['phase'] | null): void {
  useEffect(() => {
    if (!phase) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || !isShortcut(e)) return;
      const s = useStore.getState();
      s.set({ help: s.help ? null : merchantHelp({ phase }) });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase]);
}

/** The table's props from the shell's store, or null until the room shows the game under way. */
export function useMerchantProps(): MerchantTableProps | null {
  const room = useStore((s) => s.room);
  const seat = useStore((s) => s.seat);
  const legal = useStore((s) => s.legal) as MerchantAction[];
  const busy = useStore(ordersWait); // an order on its way, or the link down (the shell's "Reconnecting…")
  const linkDown = useStore(isLinkDown);
  const events = useStore((s) => s.tableEvents);
  const code = useStore((s) => s.code) ?? '';
  const story = useStore((s) => s.tableStory);
  const bubbles = useStore((s) => s.emotes);
  const next = useStore((s) => s.queuedOrder) as MerchantAction | null;
  const after = useStore((s) => s.queuedAfter) as MerchantAction[];
  const queued = useMemo(() => (next ? [next, ...after] : []), [next, after]);
  const notSent = useStore((s) => s.merchantNotSent);
  const predictors = usePredictors();
  const mirror = merchantMirrorOf(room);
  const view = useMemo(() => (mirror ? fromMerchantMirror(mirror, seat) : null), [mirror, seat]);
  return view && { view, legal, events, send, queued, cancel: cancelQueuedOrder, notSent, busy, linkDown, code, names: view.merchants.map((m) => m.name), story, bubbles, predictors };
}

/** The end's way out, once the last moves have played (as the end screen waits for them): its own component, so the show's clock re-renders only it. */
function Exits() {
  const presenting = usePresenting();
  return presenting ? null : (
    <div className="mv-exits card">
      <EndButtons />
    </div>
  );
}

/** The table with the shell's controls (the leave question last, over them), or only that until the room shows the game under way. */
export default function MerchantRoom() {
  const props = useMerchantProps();
  const helpOpen = useStore((s) => s.help !== null);
  useHelpKey(props?.view.phase ?? null);
  if (!props) return <LeaveConfirm />;
  const { view, names } = props;
  return (
    <>
      <MerchantTable {...props} audience={(shown) => <AudiencePanel cheer={merchantCheerTargets(shown, names)} />} exits={<Exits />} />
      {view.phase !== 'over' && !helpOpen && (
        <>
          <div className="mv-corner">
            <ConnectionBadge />
            <button className="secondary" title="Help: the rules for this moment" onClick={() => useStore.getState().set({ help: useStore.getState().help ? null : merchantHelp(view) })}>
              ?
            </button>
            <EmoteToggle />
            <button className="secondary" onClick={() => useStore.getState().set({ confirmLeave: true })} aria-label="Leave the voyage">
              🚪
            </button>
          </div>
          <div className="mv-emotes">
            <EmoteBar />
          </div>
        </>
      )}
      <HelpPanel />
      <LeaveConfirm />
    </>
  );
}
