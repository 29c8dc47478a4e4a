// The cast view at /cast/CODE: a full-screen feed for an OBS browser source. It needs only its link: it joins the
// voyage's audience room (all-seeing with ?key=K), keeps trying until the voyage exists, and shows no button or input.
import { Suspense, useEffect, useMemo } from 'react';
import { useStore } from '../store';
import { watchVoyage } from '../net/join';
import { castParams } from './castParams';
import { CastStatus } from './CastStatus';
import { gameOf } from '../games';
import './cast.css';

/** How long the cast waits before trying again when the voyage could not be joined (a source set up before the room). */
const RETRY_MS = 10_000;

/** Joins the link's voyage, and again whenever the connection is lost for good or the join was refused. */
function useCastFeed(code: string, casterKey: string | null): void {
  useEffect(() => {
    if (!code) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tryJoin = async () => {
      const ok = await watchVoyage(code, { cast: true, ...(casterKey ? { casterKey } : {}) });
      if (!ok && !stopped) timer = setTimeout(tryJoin, RETRY_MS);
    };
    void tryJoin();
    const unsubscribe = useStore.subscribe((s, before) => {
      if (s.status === 'offline' && before.status !== 'offline' && !stopped) timer = setTimeout(tryJoin, RETRY_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [code, casterKey]);
}

/** How long the final card stays up before the cast follows the table to its rematch. */
const FOLLOW_REMATCH_MS = 20_000;

/** When the captains sail again, the cast follows them to the new room with the same link options. */
function useFollowRematch(): void {
  const rematch = useStore((s) => (s.room?.status === 'over' ? s.room.rematch : undefined));
  useEffect(() => {
    if (!rematch) return;
    const timer = setTimeout(() => location.assign(`/cast/${rematch}${location.search}`), FOLLOW_REMATCH_MS);
    return () => clearTimeout(timer);
  }, [rematch]);
}

/** The cast. */
export default function CastApp() {
  const params = useMemo(() => castParams(location.pathname, location.search), []);
  const game = gameOf(useStore((s) => s.room?.game));
  const underWay = useStore((s) => !!s.room && s.room.status !== 'lobby');
  const GameCast = game.cast;
  const title = game.title;
  useEffect(() => {
    document.documentElement.classList.add('cast-page');
    if (params.transparent) document.documentElement.classList.add('cast-transparent');
  }, [params]);
  useEffect(() => {
    document.title = params.code ? `${title} · cast ${params.code}` : `${title} · cast`;
  }, [params, title]);
  useCastFeed(params.code, params.casterKey);
  useFollowRematch();
  return (
    <main className="cast" aria-label={`${title} on stream`}>
      {underWay && (
        <Suspense fallback={null}>
          <GameCast transparent={params.transparent} showCode={params.showCode} />
        </Suspense>
      )}
      <CastStatus code={params.code} showCode={params.showCode} game={game} />
    </main>
  );
}
