// The cast view at /cast/CODE: a full-screen feed for an OBS browser source. It needs only its link: it joins the
// voyage's audience room (all-seeing with ?key=K), keeps trying until the voyage exists, and shows no button or input;
// a link that films nothing says why on a card (castRefusal.ts).
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from '../store';
import { watchVoyage } from '../net/join';
import { castParams } from './castParams';
import { CastStatus } from './CastStatus';
import { gameOf } from '../games';
import { isRoomCode } from '../../../shared/table/roomCode';
import { castRefusal, worthRetrying, type CastRefusal } from './castRefusal';
import { CastRefusalCard } from './CastRefusalCard';
import './cast.css';

/** How long the cast waits before trying again when the voyage could not be joined (a source set up before the room). */
const RETRY_MS = 10_000;

/**
 * Joins the link's voyage, and again whenever the connection is lost for good or the join was refused, unless the
 * refusal can never turn (an ended voyage, a wrong key); returns why the last try was refused, until one succeeds.
 */
function useCastFeed(code: string, casterKey: string | null): CastRefusal | null {
  const [refusal, setRefusal] = useState<CastRefusal | null>(isRoomCode(code) ? null : { kind: 'unknown' });
  useEffect(() => {
    if (!isRoomCode(code)) return; // a malformed code opens nothing: its card says so at once
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    let last: CastRefusal | null = null;
    const refused = async (message: string) => {
      last = await castRefusal(code, message);
      if (!stopped) setRefusal(last);
    };
    const tryJoin = async () => {
      const ok = await watchVoyage(code, { cast: { refused }, ...(casterKey ? { casterKey } : {}) });
      if (ok) {
        last = null;
        setRefusal(null);
      } else if (!stopped && worthRetrying(last)) timer = setTimeout(tryJoin, RETRY_MS);
    };
    void tryJoin();
    const unsubscribe = useStore.subscribe((s, before) => {
      const ended = s.room?.status === 'over'; // the final card stays up; a rematch is followed by its own link
      if (s.status === 'offline' && before.status !== 'offline' && !stopped && !ended) timer = setTimeout(tryJoin, RETRY_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [code, casterKey]);
  return refusal;
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
  const refusal = useCastFeed(params.code, params.casterKey);
  const filming = useStore((s) => s.room !== null);
  useFollowRematch();
  return (
    <main className="cast" aria-label={`${title} on stream`}>
      {underWay && (
        <Suspense fallback={null}>
          <GameCast transparent={params.transparent} showCode={params.showCode} />
        </Suspense>
      )}
      {refusal && !filming ? <CastRefusalCard refusal={refusal} code={params.code} showCode={params.showCode} /> : <CastStatus code={params.code} showCode={params.showCode} game={game} />}
    </main>
  );
}
