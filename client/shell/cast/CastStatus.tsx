// What the cast shows before there is a voyage to film: the captains gathering and the countdown to the start (or, on a
// delayed feed, to the start reaching the stream), where to watch along, or why it could not join (it keeps trying).
import { useStore } from '../store';
import { OnStreamIn } from '../audience/SailedOnStream';
import { useSecondsUntil } from '../useSecondsUntil';
import { WatchAlong } from './WatchAlong';
import type { ClientGame } from '../clientGame';

/** "Setting sail in 12 s": a quick-play lobby's own start, as this feed will show it. */
function StartsIn({ at }: { at: number }) {
  const seconds = useSecondsUntil(at);
  return (
    <p role="status">
      ⛵ Setting sail in <strong className="cast-countdown">{seconds} s</strong>
    </p>
  );
}

/** The players aboard so far, as the waiting room lists them: no colour or flag yet, as seats are dealt at the start (R8). */
function Gathering({ players }: { players: string }) {
  const lobby = useStore((s) => s.room?.lobby ?? []);
  if (!lobby.length) return null;
  return (
    <ol className="cast-gathering" aria-label={players}>
      {lobby.map((c, i) => (
        <li key={i}>
          <b>{c.name}</b>
          {!c.human && <em>{c.level} bot</em>}
        </li>
      ))}
    </ol>
  );
}

/** A centred title card while connecting, in the waiting room, or after a refused join, in the words of the table's game. */
export function CastStatus({ code, showCode, game }: { code: string; showCode: boolean; game: ClientGame }) {
  const { words } = game;
  const status = useStore((s) => s.status);
  const room = useStore((s) => s.room);
  const problem = useStore((s) => s.toasts.at(-1)?.text ?? null);
  const roomStatus = room?.status ?? null;
  if (roomStatus === 'playing' || roomStatus === 'over') return null;
  const line =
    status === 'reconnecting' ? (
      <p>Reconnecting to the {words.table.toLowerCase()}…</p>
    ) : room?.sailsOnStreamAt !== undefined ? (
      <OnStreamIn at={room.sailsOnStreamAt} />
    ) : room?.startsAt !== undefined ? (
      <StartsIn at={room.startsAt} />
    ) : roomStatus === 'lobby' ? (
      <p>{words.gathering}</p>
    ) : (
      <p>{status === 'connecting' || !problem ? 'Tuning in…' : problem}</p>
    );
  return (
    <section className="cast-panel cast-status" data-cast-card={roomStatus === 'lobby' ? 'waiting' : 'tuning-in'} aria-label="Cast status">
      <div className="cast-finale-kicker">{game.title}</div>
      <h1>{!code ? 'No voyage in this link' : showCode ? `${words.table} ${code}` : room?.name || `A ${words.table.toLowerCase()}`}</h1>
      {line}
      {roomStatus === 'lobby' && <Gathering players={words.players} />}
      {roomStatus === 'lobby' && <WatchAlong showCode={showCode} />}
    </section>
  );
}
