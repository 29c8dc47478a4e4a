// Before the voyage: the room code, invite and spectator links, who is seated, and the creator's Start.
import { useStore } from '../store';
import { leaveRoom, startVoyage } from '../net/connection';
import { SEAT_COLOURS } from '../scene/coords';

/** The waiting room. */
export function WaitingRoom() {
  const room = useStore((s) => s.room)!;
  const creator = useStore((s) => s.creator);
  const invite = `${location.origin}/?room=${room.code}`;
  const watch = `${invite}&spectate=1`;
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text);
    useStore.getState().toast('Link copied.', 'info');
  };
  return (
    <main className="lobby">
      <section className="card lobby-card waiting">
        <h2>{room.name}</h2>
        <p className="room-code" aria-label="Room code">{room.code}</p>
        <div className="row">
          <button className="secondary" onClick={() => copy(invite)}>Copy invite link</button>
          <button className="secondary" onClick={() => copy(watch)}>Copy spectator link</button>
        </div>
        <ol className="seats">
          {room.lobby.map((seat, i) => (
            <li key={i} style={{ borderColor: SEAT_COLOURS[i] }}>
              <strong>{seat.name}</strong> {seat.human ? (seat.connected ? '· aboard' : '· away') : `· ${seat.level} bot`}
            </li>
          ))}
        </ol>
        {creator ? <button className="big" onClick={startVoyage}>Set sail!</button> : <p className="hint">Waiting for the room's creator to set sail…</p>}
        <button className="link" onClick={() => void leaveRoom()}>Leave</button>
      </section>
    </main>
  );
}
