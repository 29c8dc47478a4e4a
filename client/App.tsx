// The app: the lobby until a room is joined, then the waiting room or the voyage with its HUD.
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from './shell/store';
import { joinByCode, openInvite, resumeTab } from './shell/net/connection';
import { savedName, seatTokenFor } from './shell/net/session';
import { InviteCard } from './shell/hud/InviteCard';
import { VoyageGone } from './shell/hud/VoyageGone';
import { Lobby } from './shell/hud/Lobby';
import { WaitingRoom } from './shell/hud/WaitingRoom';
import { Hud } from './games/pastry/hud/Hud';
import { LeaveConfirm } from './shell/hud/LeaveConfirm';
import { Toasts } from './shell/hud/Toasts';
import { SeatMoved } from './shell/hud/SeatMoved';
import { useKeyboard } from './games/pastry/hud/useKeyboard';
import { useSounds } from './games/pastry/useSounds';
import { PastryAudiencePanel } from './games/pastry/hud/PastryAudiencePanel';
import { SailedOnStream } from './shell/audience/SailedOnStream';
import { WatchPage } from './shell/watch/WatchPage';
import { isWatchPath } from './shell/watch/watchPath';

const GameCanvas = lazy(() => import('./games/pastry/scene/GameCanvas').then((m) => ({ default: m.GameCanvas })));
/** Merchant Voyages' table: its own chunk, never in Pastry Pirates' download. */
const MerchantRoom = lazy(() => import('./games/merchant/MerchantRoom'));

/** Opens the room in the URL (invite or spectator link), or this tab's room after a reload. */
function useStartingRoom(): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('room')?.trim().toUpperCase() || null;
    const spectate = params.get('spectate') === '1' || isWatchPath(location.pathname); // the watch page never seats anyone
    void (async () => {
      if (await resumeTab(code)) return;
      if (!code) return;
      if (spectate || seatTokenFor(code)) await joinByCode(code, savedName() || 'Spectator', spectate);
      else await openInvite(code); // a friend says who they are before boarding, once the code is known to be a voyage
    })();
  }, []);
}

/** The whole client; a voyage is the page's main landmark, so a screen reader finds the board and the HUD in it. */
export function App() {
  const status = useStore((s) => s.room?.status ?? null);
  const invite = useStore((s) => s.invite);
  const gone = useStore((s) => s.gone);
  const sailed = useStore((s) => s.room?.sailsOnStreamAt !== undefined);
  const game = useStore((s) => s.room?.game ?? 'pastry');
  useStartingRoom();
  useKeyboard();
  useSounds();
  return (
    <>
      {status === null && (gone ? <VoyageGone code={gone.code} summary={gone.summary} /> : invite ? <InviteCard code={invite} /> : isWatchPath(location.pathname) ? <WatchPage /> : <Lobby />)}
      {status === 'lobby' && (sailed ? <SailedOnStream /> : <WaitingRoom />)}
      {status !== null && status !== 'lobby' && game === 'merchant' && (
        <main className="voyage" aria-label="The voyage">
          <Suspense fallback={<div className="loading">Raising the sails…</div>}>
            <MerchantRoom />
          </Suspense>
          <LeaveConfirm />
        </main>
      )}
      {status !== null && status !== 'lobby' && game === 'pastry' && (
        <main className="voyage" aria-label="The voyage">
          <Suspense fallback={<div className="loading">Raising the sails…</div>}>
            <GameCanvas />
          </Suspense>
          <Hud />
          <PastryAudiencePanel />
        </main>
      )}
      <SeatMoved />
      <Toasts />
    </>
  );
}
