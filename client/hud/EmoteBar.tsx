// Issue 8: a captain's quick emotes, a fixed set (no free chat); the server limits them to about one a second.
import { useState } from 'react';
import { EMOTES } from '../../shared/protocol';
import { useStore } from '../store';
import { sendEmote } from '../net/connection';

/** A 😀 button that opens the eight emotes. Captains only; spectators watch. */
export function EmoteBar() {
  const seated = useStore((s) => s.seat !== null);
  const [open, setOpen] = useState(false);
  if (!seated) return null;
  return (
    <div className="card emote-bar">
      <button className="icon" onClick={() => setOpen(!open)} aria-expanded={open} title="Quick emotes">😀</button>
      {open && EMOTES.map((emoji) => (
        <button key={emoji} className="icon" onClick={() => sendEmote(emoji)} aria-label={`Emote ${emoji}`}>{emoji}</button>
      ))}
    </div>
  );
}
