// The app: the lobby until a room is joined, then the waiting room or the voyage: its game's table, loaded lazily.
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from './shell/store';
import { joinByCode } from './shell/net/join';
import { linkOpensARoom } from './shell/net/invite';
import { resumeTab } from './shell/net/resume';
import { savedName, seatTokenFor } from './shell/net/session';
import { InviteCard } from './shell/hud/InviteCard';
import { VoyageGone } from './shell/hud/VoyageGone';
import { Lobby } from './shell/hud/Lobby';
import { Toasts } from './shell/hud/Toasts';
import { SeatMoved } from './shell/hud/SeatMoved';
import { CatchUp } from './shell/catchUp/CatchUp';
import { LinkBanner } from './shell/hud/LinkBanner';
import { SailedOnStream } from './shell/audience/SailedOnStream';
import { WatchPage } from './shell/watch/WatchPage';
import { isWatchPath } from './shell/watch/watchPath';
import { useEscapeCloses } from './shell/hud/useEscapeCloses';
import { useHistoryMoves } from './shell/net/useHistoryMoves';
import { gameOf } from './shell/games';

let waitingRoomLoad: Promise<{ default: () => React.JSX.Element }> | null = null;
/** The waiting room's chunk, fetched once: the lobby's first download does without it, and a join fetches it as it connects. */
const loadWaitingRoom = () => (waitingRoomLoad ??= import('./shell/hud/WaitingRoom').then((m) => ({ default: m.WaitingRoom })));
const WaitingRoom = lazy(loadWaitingRoom);

/** Opens the room in the URL (invite or spectator link), or this tab's room after a reload. */
function useStartingRoom(): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('room')?.trim().toUpperCase() || null;
    const spectate = params.get('spectate') === '1' || isWatchPath(location.pathname); // the watch page never seats anyone
    void (async () => {
      if (await resumeTab(code)) return;
      if (!code) return;
      if (seatTokenFor(code)) await joinByCode(code, savedName() || 'Spectator', spectate);
      else if (!(await linkOpensARoom(code)))
        return; // every way in says the same of a code that opens nothing
      else if (spectate) await joinByCode(code, savedName() || 'Spectator', true);
      else useStore.getState().set({ invite: code }); // a friend says who they are before boarding, once the code is known to be a voyage
    })();
  }, []);
}

/** The whole client; a voyage is the page's main landmark, so a screen reader finds the board and the HUD in it. */
export function App() {
  const status = useStore((s) => s.room?.status ?? null);
  const invite = useStore((s) => s.invite);
  const gone = useStore((s) => s.gone);
  const sailed = useStore((s) => s.room?.sailsOnStreamAt !== undefined);
  const game = useStore((s) => s.room?.game);
  const joining = useStore((s) => s.status !== 'idle');
  const seatMoved = useStore((s) => s.seatMoved); // the page behind its card takes no clicks or keys: its orders would go nowhere
  useStartingRoom();
  useEscapeCloses();
  useHistoryMoves();
  const table = gameOf(game).table;
  const inRoom = status !== null;
  useEffect(() => {
    if (joining) void loadWaitingRoom(); // while the join's round trip runs
  }, [joining]);
  useEffect(() => {
    if (inRoom) table.preload(); // from the waiting room on, so the table is at hand when the voyage sets sail
  }, [inRoom, table]);
  return (
    <>
      <div className="page" inert={seatMoved}>
        {status === null && (gone ? <VoyageGone code={gone.code} summary={gone.summary} /> : invite ? <InviteCard code={invite} /> : isWatchPath(location.pathname) ? <WatchPage /> : <Lobby />)}
        {status === 'lobby' &&
          (sailed ? (
            <SailedOnStream />
          ) : (
            <Suspense fallback={null}>
              <WaitingRoom />
            </Suspense>
          ))}
        {status !== null && status !== 'lobby' && (
          <main className="voyage" aria-label="The voyage">
            <Suspense fallback={<div className="loading">Raising the sails…</div>}>
              <table.Room />
            </Suspense>
            <CatchUp />
          </main>
        )}
        {inRoom && <LinkBanner />}
      </div>
      <SeatMoved />
      <Toasts />
    </>
  );
}
