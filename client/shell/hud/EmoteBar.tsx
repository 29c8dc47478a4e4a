// A captain's quick emotes, a fixed set (no free chat); the server limits them to about one a second.
import { EMOTES } from '../../../shared/table/emotes';
import { useStore } from '../store';
import { sendEmote } from '../net/room';
import { MenuTool } from './MenuTool';

/** The 😀 switch for the corner strip. Captains only; spectators watch. */
export function EmoteToggle() {
  const seated = useStore((s) => s.seat !== null);
  const open = useStore((s) => s.emotesOpen);
  if (!seated) return null;
  return <MenuTool icon="😀" label="Quick emotes" onClick={() => useStore.getState().set({ emotesOpen: !open })} expanded={open} />;
}

/** The eight emotes, while the switch is on. */
export function EmoteBar() {
  const open = useStore((s) => s.emotesOpen && s.seat !== null);
  if (!open) return null;
  return (
    <div className="card emote-bar" role="toolbar" aria-label="Quick emotes">
      {EMOTES.map((emoji) => (
        <button
          key={emoji}
          className="icon"
          onClick={() => {
            sendEmote(emoji);
            useStore.getState().set({ emotesOpen: false });
          }}
          aria-label={`Emote ${emoji}`}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
