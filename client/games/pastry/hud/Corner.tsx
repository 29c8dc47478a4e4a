// The corner strip: the shell's connection badge, help for what is on screen, sound, motion and hints switches, and leaving; on a
// phone the switches fold into a menu, so each can be a fingertip's size without the strip covering the board.
import { useStore } from '../../../shell/store';
import { DetailButton } from '../../../shell/hud/DetailButton';
import { ConnectionBadge } from '../../../shell/hud/ConnectionBadge';
import { useEffect, useState } from 'react';
import { EmoteToggle } from '../../../shell/hud/EmoteBar';
import { StreamLinks } from '../../../shell/hud/StreamLinks';
import { homeward } from '../homeward';

/** The rules section for what is on screen (the rules page's anchors); with the whole recipe aboard, how to bake. */
function helpSection(phase: string | undefined, goingHome: boolean): string {
  if (goingHome && phase === 'turn') return '#bake-off';
  switch (phase) {
    case 'buy':
      return '#prices';
    case 'bribe':
    case 'answer':
    case 'slip':
    case 'spoils':
      return '#battle';
    case 'bake':
      return '#bake-off';
    case 'over':
      return '#winning';
    default:
      return '#turn';
  }
}

/** The strip. */
export function Corner() {
  const settings = useStore((s) => s.settings);
  const phase = useStore((s) => s.view?.phase);
  const goingHome = useStore(homeward);
  const help = useStore((s) => s.help);
  const patch = useStore((s) => s.patchSettings);
  const cameraFree = useStore((s) => s.cameraFree);
  const watching = useStore((s) => s.room?.watching ?? 0);
  const seated = useStore((s) => s.seat !== null);
  const code = useStore((s) => s.code);
  const [streaming, setStreaming] = useState(false);
  const [menu, setMenu] = useState(false); // on a phone the tools fold behind one fingertip-sized button
  useEffect(() => {
    if (!streaming && !menu) return;
    const close = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setStreaming(false);
      setMenu(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [streaming, menu]);
  return (
    <div className="card corner">
      <ConnectionBadge />
      {watching > 0 && (
        <span className="watching-count" title={`${watching} watching from the gallery`}>
          👀 {watching}
        </span>
      )}
      <button className="icon corner-menu" onClick={() => setMenu(!menu)} aria-expanded={menu} aria-label="Menu: album, help, sound, motion, detail, hints, emotes, streaming, leave" title="Menu">
        ☰
      </button>
      <span className={`corner-tools${menu ? ' open' : ''}`} onClick={() => setMenu(false)}>
        {cameraFree && (
          <button
            className="icon"
            onClick={() => useStore.getState().set({ cameraFree: false })}
            title="Reset the view: the camera follows the play again (R)"
            aria-label="Reset the view: the camera follows the play again (R)"
          >
            🎯
          </button>
        )}
        <button className="icon" onClick={() => useStore.getState().set({ album: !useStore.getState().album })} title="Photo album" aria-label="Photo album">
          📷
        </button>
        <button
          className="icon"
          onClick={() => useStore.getState().set({ help: useStore.getState().help ? null : helpSection(phase, goingHome) })}
          title="Help: the rules for this moment"
          aria-label="Help: the rules for this moment"
          aria-pressed={help !== null}
        >
          ❓
        </button>
        <button className="icon" onClick={() => patch({ sound: !settings.sound })} title="Sound on/off" aria-label="Sound on/off" aria-pressed={settings.sound}>
          {settings.sound ? '🔊' : '🔇'}
        </button>
        <button className="icon" onClick={() => patch({ reducedMotion: !settings.reducedMotion })} title="Reduced motion" aria-label="Reduced motion" aria-pressed={settings.reducedMotion}>
          {settings.reducedMotion ? '🐢' : '🌊'}
        </button>
        <DetailButton />
        <button className="icon" onClick={() => patch({ hints: !settings.hints })} title="Hints on/off" aria-label="Hints on/off" aria-pressed={settings.hints}>
          💡
        </button>
        <button
          className="icon shortcuts-button"
          onClick={() => useStore.getState().set({ shortcuts: !useStore.getState().shortcuts })}
          title="Keyboard shortcuts (?)"
          aria-label="Keyboard shortcuts (?)"
          aria-pressed={useStore.getState().shortcuts}
        >
          ⌨
        </button>
        <EmoteToggle />
        {seated && code && (
          <button
            className="icon"
            onClick={() => setStreaming(!streaming)}
            title="Streaming: cast links and streamer mode"
            aria-label="Streaming: cast links and streamer mode"
            aria-pressed={streaming}
          >
            📡
          </button>
        )}
        <button className="icon" onClick={() => useStore.getState().set({ confirmLeave: true })} title="Leave the voyage" aria-label="Leave the voyage">
          🚪
        </button>
      </span>
      {streaming && code && (
        <section className="card stream-panel" aria-label="Streaming">
          <StreamLinks code={code} />
        </section>
      )}
    </div>
  );
}
