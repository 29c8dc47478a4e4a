// Over any game while its room's link is being mended (issue 32, bug 1): "Reconnecting…" at once, in full on a phone
// too, saying that orders wait; the shell keeps trying (net/recover.ts) and the banner goes when the room is back.
import { useStore } from '../store';

/** The banner, while the shell reconnects. */
export function LinkBanner() {
  const reconnecting = useStore((s) => s.status === 'reconnecting');
  const seated = useStore((s) => s.seat !== null || s.lobbySlot !== null);
  if (!reconnecting) return null;
  return (
    <p className="card link-banner" role="status">
      <strong>Reconnecting…</strong> {seated ? 'Your orders wait until the link is back.' : 'The table comes back with the link.'}
    </p>
  );
}
