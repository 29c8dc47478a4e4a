// The corner strip: the shell's connection badge, help for what is on screen, sound, motion and hints switches, and leaving; on a
// phone the switches fold into a menu, so each can be a fingertip's size without the strip covering the board.
import { useStore } from '../../../shell/store';
import { DetailButton } from '../../../shell/hud/DetailButton';
import { ConnectionBadge } from '../../../shell/hud/ConnectionBadge';
import { useEffect, useState } from 'react';
import { EmoteToggle } from '../../../shell/hud/EmoteBar';
import { StreamLinks } from '../../../shell/hud/StreamLinks';
import { homeward } from '../homeward';
import { MenuTool } from '../../../shell/hud/MenuTool';
import { toolWord } from '../../../shell/hud/toolWord';

/** The 📡 tool's name: its menu word and the stream panel's heading come from it. */
const STREAMING = 'Streaming: cast links and streamer mode';

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
        {cameraFree && <MenuTool icon="🎯" label="Reset the view: the camera follows the play again (R)" onClick={() => useStore.getState().set({ cameraFree: false })} />}
        <MenuTool icon="📷" label="Photo album" onClick={() => useStore.getState().set({ album: !useStore.getState().album })} />
        <MenuTool
          icon="❓"
          label="Help: the rules for this moment"
          onClick={() => useStore.getState().set({ help: useStore.getState().help ? null : helpSection(phase, goingHome) })}
          pressed={help !== null}
        />
        <MenuTool icon={settings.sound ? '🔊' : '🔇'} label="Sound on/off" onClick={() => patch({ sound: !settings.sound })} pressed={settings.sound} />
        <MenuTool icon={settings.reducedMotion ? '🐢' : '🌊'} label="Reduced motion" onClick={() => patch({ reducedMotion: !settings.reducedMotion })} pressed={settings.reducedMotion} />
        <DetailButton />
        <MenuTool icon="💡" label="Hints on/off" onClick={() => patch({ hints: !settings.hints })} pressed={settings.hints} />
        <MenuTool
          icon="⌨"
          label="Keyboard shortcuts (?)"
          className="shortcuts-button"
          onClick={() => useStore.getState().set({ shortcuts: !useStore.getState().shortcuts })}
          pressed={useStore.getState().shortcuts}
        />
        <EmoteToggle />
        {seated && code && <MenuTool icon="📡" label={STREAMING} onClick={() => setStreaming(!streaming)} pressed={streaming} />}
        <MenuTool icon="🚪" label="Leave the voyage" onClick={() => useStore.getState().set({ confirmLeave: true })} />
      </span>
      {streaming && code && (
        <section className="card stream-panel" aria-labelledby="stream-panel-heading">
          <header className="stream-panel-head">
            <h2 id="stream-panel-heading">📡 {toolWord(STREAMING)}</h2>
            <button className="icon" onClick={() => setStreaming(false)} aria-label="Close the streaming panel" title="Close (Esc)">
              ✕
            </button>
          </header>
          <StreamLinks code={code} />
        </section>
      )}
    </div>
  );
}
