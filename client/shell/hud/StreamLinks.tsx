// The links a streamer needs: the cast view for OBS (all-seeing for the creator when the delay allows it), the
// spectator link for chat, and the streamer-mode switch. Shown in the waiting room and from the corner strip.
import { useStore } from '../store';
import { ALL_SEEING_MIN_DELAY } from '../../../shared/audience';
import { CopyLink } from './CopyLink';
import { SECRET_TITLE } from './streamerMode';
import { gameOf } from '../games';

/** The cast and spectator links for a voyage code, and the streamer-mode switch. */
export function StreamLinks({ code }: { code: string }) {
  const casterKey = useStore((s) => s.casterKey);
  const castDelay = useStore((s) => s.castDelay);
  const streamer = useStore((s) => s.settings.streamer);
  const { secret, player, players } = gameOf(useStore((s) => s.room?.game)).words;
  // In streamer mode the cast hides the room code too (?code=0), so the stream never shows it.
  const base = `${location.origin}/cast/${code}`;
  const cast = streamer ? `${base}?code=0` : base;
  const allSeeing = casterKey && castDelay >= ALL_SEEING_MIN_DELAY ? `${base}?key=${encodeURIComponent(casterKey)}${streamer ? '&code=0' : ''}` : null;
  return (
    <div className="stream-links">
      <p className="hint">{castDelay > 0 ? `Spectators and the cast watch ${castDelay} s behind the ${players.toLowerCase()}.` : 'Spectators and the cast watch live (no delay).'}</p>
      <div className="row secret" title={SECRET_TITLE}>
        <CopyLink label="Copy cast link (OBS)" url={cast} />
        <CopyLink label="Copy spectator link" url={`${location.origin}/?room=${code}&spectate=1`} />
        {allSeeing && <CopyLink label="Copy all-seeing cast link" url={allSeeing} />}
      </div>
      {allSeeing && <p className="hint">{`The all-seeing cast shows what every ${player} keeps secret; every ${player} is told when it is watching.`}</p>}
      <p className="hint">
        Cast options, added to the cast link (after <code>?</code>, or <code>&amp;</code> if it has one): <code>bg=transparent</code> keys out the background, <code>code=0</code> hides the room code
        (and the cast's "watch on your phone" panel, which shows it).
      </p>
      <label className="check">
        <input type="checkbox" checked={streamer} onChange={(e) => useStore.getState().patchSettings({ streamer: e.target.checked })} /> Streamer mode: hide the room code
        {secret ? `, links and ${secret}` : ' and links'} until hovered
      </label>
    </div>
  );
}
