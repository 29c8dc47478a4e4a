// TV at /tv (issue 31): the public game worth watching, as the server's director picks it (server/tv/), filmed by its
// game's cast through its audience room (so as delayed as any audience), with a caption naming it and how to join. When
// the director switches, at a day's or round's end, TV leaves the feed for the next. With no public game running the
// server starts a bots-only exhibition, and TV says so until it sets sail.
import { Suspense, useEffect } from 'react';
import { useStore } from '../store';
import { gameOf } from '../games';
import { CastStatus } from '../cast/CastStatus';
import { TvCaption } from './TvCaption';
import { useTvChannel } from './useTvChannel';
import { useTvFeed } from './useTvFeed';
import '../cast/cast.css';
import './tv.css';

/** The card while nothing is on yet: an exhibition setting sail, or why TV could not be asked. */
function TvWaiting({ problem }: { problem: string | null }) {
  return (
    <section className="cast-panel cast-status" data-tv-card="waiting" aria-label="TV status">
      <div className="cast-finale-kicker">📺 TV</div>
      <h1>No game is running</h1>
      <p role="status">{problem ?? 'An exhibition game is setting sail…'}</p>
    </section>
  );
}

/** TV. */
export default function TvApp() {
  const { on, problem } = useTvChannel();
  useTvFeed(on?.code ?? null);
  const shown = useStore((s) => (s.code === on?.code ? s.room : null));
  const game = gameOf(shown?.game);
  const underWay = !!shown && shown.status !== 'lobby';
  const GameCast = game.cast;
  useEffect(() => {
    document.documentElement.classList.add('cast-page');
  }, []);
  useEffect(() => {
    document.title = on ? `TV · ${on.title} · ${on.table}` : 'TV';
  }, [on]);
  return (
    <main className="cast tv" aria-label="TV">
      {underWay && (
        <Suspense fallback={null}>
          <GameCast key={on?.code} transparent={false} showCode />
        </Suspense>
      )}
      {!on ? <TvWaiting problem={problem} /> : !underWay && <CastStatus code={on.code} showCode game={game} />}
      {on && <TvCaption channel={on} />}
    </main>
  );
}
