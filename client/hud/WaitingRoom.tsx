// Before the voyage: the room code, invite and spectator links, who is aboard, and the creator's Start. Seats, colours and
// flags are dealt when the voyage sets sail (R8), so the waiting room promises none of them.
import { useStore } from '../store';
import { leaveRoom, startVoyage } from '../net/connection';
import { CopyLink } from './CopyLink';

/** The waiting room. */
export function WaitingRoom() {
  const room = useStore((s) => s.room)!;
  const creator = useStore((s) => s.creator);
  const spectator = useStore((s) => s.spectator);
  const invite = `${location.origin}/?room=${room.code}`;
  const watch = `${invite}&spectate=1`;
  return (
    <main className="lobby">
      <section className="card lobby-card waiting">
        <h2>{room.name}</h2>
        <p className="room-code" aria-label="Room code">{room.code}</p>
        {spectator ? (
          <p className="watching" role="status">👀 You are watching this voyage. You will see it from the gallery once it sets sail.</p>
        ) : (
          <div className="row">
            <CopyLink label="Copy invite link" url={invite} />
            <CopyLink label="Copy spectator link" url={watch} />
          </div>
        )}
        <ol className="seats">
          {room.lobby.map((seat, i) => (
            <li key={i}>
              <strong>{seat.name}</strong> {seat.human ? (seat.connected ? '· aboard' : '· away') : `· ${seat.level} bot`}
            </li>
          ))}
        </ol>
        <p className="hint">Seats, colours and flags are dealt at random when the voyage sets sail.</p>
        {creator ? <button className="big" onClick={startVoyage}>Set sail!</button> : <p className="hint">Waiting for the room's creator to set sail…</p>}
        <button className="link" onClick={() => void leaveRoom()}>Leave</button>
      </section>
    </main>
  );
}
