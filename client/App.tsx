// The app: the lobby until a room is joined, then the waiting room or the voyage with its HUD.
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from './store';
import { joinByCode, resumeTab } from './net/connection';
import { savedName } from './net/session';
import { Lobby } from './hud/Lobby';
import { WaitingRoom } from './hud/WaitingRoom';
import { Hud } from './hud/Hud';
import { Toasts } from './hud/Toasts';
import { useKeyboard } from './hud/useKeyboard';
import { useSounds } from './useSounds';

const GameCanvas = lazy(() => import('./scene/GameCanvas').then((m) => ({ default: m.GameCanvas })));

/** Opens the room in the URL (invite or spectator link), or this tab's room after a reload. */
function useStartingRoom(): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('room');
    void (async () => {
      if (await resumeTab(code)) return;
      if (code) await joinByCode(code, savedName() || 'Captain', params.get('spectate') === '1');
    })();
  }, []);
}

/** The whole client. */
export function App() {
  const status = useStore((s) => s.room?.status ?? null);
  useStartingRoom();
  useKeyboard();
  useSounds();
  return (
    <>
      {status === null && <Lobby />}
      {status === 'lobby' && <WaitingRoom />}
      {status !== null && status !== 'lobby' && (
        <>
          <Suspense fallback={<div className="loading">Raising the sails…</div>}>
            <GameCanvas />
          </Suspense>
          <Hud />
        </>
      )}
      <Toasts />
    </>
  );
}
