// The cast's invitation to its viewers (Jackbox's habit): the watch page's address and the voyage code, big enough to read
// on a phone showing the stream. Never the invite link, which would seat people; hidden with ?code=0 like any code.
import { useStore } from '../store';
import { WATCH_PATH } from '../watch/watchPath';

/** The address as a viewer types it: no scheme on HTTPS (phones add it), the scheme on plain HTTP (so they do not try HTTPS). */
export function watchAddress(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? '' : 'http://'}${location.host}${WATCH_PATH}`;
}

/** The panel: "Watch & predict at host/watch, code ABCDE". */
export function WatchAlong({ showCode }: { showCode: boolean }) {
  const code = useStore((s) => s.code);
  if (!showCode || !code) return null;
  return (
    <section className="cast-panel cast-watch" aria-label="Watch along">
      <div className="cast-watch-kicker">📱 Watch &amp; predict on your phone</div>
      <div className="cast-watch-address">{watchAddress(location)}</div>
      <div className="cast-watch-code" aria-label="Room code">
        <span>code</span>
        <b>{code}</b>
      </div>
    </section>
  );
}
