// What a delayed viewer sees between the voyage setting sail and their feed showing it: the waiting room would still say
// the creator has yet to start, so this says it has, and counts down to the moment the stream shows it.
import { useStore } from '../store';
import { leaveRoom } from '../net/leave';
import { useSecondsUntil } from '../useSecondsUntil';

/** The line itself, shared by the viewer's card and the cast's pre-start card. */
export function OnStreamIn({ at }: { at: number }) {
  const seconds = useSecondsUntil(at);
  return (
    <p className="on-stream-in" role="status">
      ⛵ The voyage has set sail:{' '}
      {seconds > 0 ? (
        <>
          on stream in <strong>{seconds} s</strong>
        </>
      ) : (
        'on stream now'
      )}
    </p>
  );
}

/** The viewer's card in place of the waiting room. */
export function SailedOnStream() {
  const room = useStore((s) => s.room)!;
  return (
    <main className="lobby">
      <section className="card lobby-card waiting" aria-label="Voyage under way">
        <h2>{room.name}</h2>
        <OnStreamIn at={room.sailsOnStreamAt!} />
        <p className="hint">You watch {room.castDelay ?? 0} s behind the captains, like the stream, so nothing is given away.</p>
        <ol className="seats">
          {room.lobby.map((seat, i) => (
            <li key={i}>
              <strong>{seat.name}</strong>
              {seat.human ? '' : ` · ${seat.level} bot`}
            </li>
          ))}
        </ol>
        <button className="link" onClick={() => void leaveRoom()}>
          Leave
        </button>
      </section>
    </main>
  );
}
