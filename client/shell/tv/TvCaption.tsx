// TV's caption (issue 31): the game on air, its table and code, and the link that joins it (an exhibition's takes a bot's
// seat, making it a real game).
import type { TvChannel } from '../../../shared/table/tv';

/** The caption, top centre, over the game's own cast overlay. */
export function TvCaption({ channel }: { channel: TvChannel }) {
  const link = `${location.host}${channel.join}`;
  return (
    <aside className="tv-caption cast-panel" aria-label="On TV" data-tv-code={channel.code}>
      <span className="tv-kicker">📺 TV</span>
      <span className="tv-title">
        <b className="tv-game">{channel.title}</b> · {channel.table} · {channel.code}
      </span>
      <a className="tv-join" href={channel.join}>
        {channel.exhibition ? 'Take a seat' : 'Join'}: {link}
      </a>
    </aside>
  );
}
