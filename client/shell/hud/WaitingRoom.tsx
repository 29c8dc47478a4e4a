// Before the voyage: the room code, invite and spectator links, the crew (who is ready), and the creator's Start. How
// seats are dealt is the game's to say (its plugin's words), so the waiting room promises no seat, colour or flag.
import { useStore } from '../store';
import { leaveRoom } from '../net/leave';
import { startVoyage } from '../net/room';
import { CopyLink } from './CopyLink';
import { StreamLinks } from './StreamLinks';
import { SetsSailIn } from './SetsSailIn';
import { CrewList, hasFreeSeat, readyCount } from './CrewList';
import { TakeASeat } from './TakeASeat';
import { watchesByInvite } from '../net/session';
import { SECRET_TITLE, useStreamerMode } from './streamerMode';
import { gameOf } from '../games';

/** The waiting room. */
export function WaitingRoom() {
  const room = useStore((s) => s.room)!;
  const creator = useStore((s) => s.creator);
  const spectator = useStore((s) => s.spectator);
  const lobbySlot = useStore((s) => s.lobbySlot);
  const ready = readyCount(room.lobby, lobbySlot);
  const invite = `${location.origin}/?room=${room.code}`;
  const game = gameOf(room.game);
  const table = game.words.table.toLowerCase();
  const seatWords = game.words.seating;
  useStreamerMode();
  return (
    <main className="lobby">
      <section className="card lobby-card waiting">
        <p className="game-kicker">{game.title}</p>
        <h2>{room.name}</h2>
        <p className="room-code secret" aria-label="Room code" title={SECRET_TITLE}>
          {room.code}
        </p>
        {spectator ? (
          <>
            <p className="watching" role="status">
              👀 You are watching this {table}. You will see it from the gallery once it starts.
            </p>
            {watchesByInvite(room.code) && hasFreeSeat(room.lobby) && <TakeASeat code={room.code} />}
          </>
        ) : (
          <>
            <div className="row secret" title={SECRET_TITLE}>
              <CopyLink label="Copy invite link" url={invite} />
            </div>
            <details className="stream-tools">
              <summary>📡 Streaming this {table}?</summary>
              <StreamLinks code={room.code} />
            </details>
          </>
        )}
        <CrewList />
        <p className="hint">
          {creator ? `${game.words.seatsInCrewOrder ? 'The crew list is yours to order (↑ ↓); a' : 'A'} ✖ shows beside each friend who joins, to take them off. ${seatWords}` : seatWords}
        </p>
        {room.startsAt !== undefined && <SetsSailIn startsAt={room.startsAt} />}
        {creator ? (
          <>
            {ready !== null && (
              <p className="hint" role="status">
                {ready}
              </p>
            )}
            <button className="big" onClick={startVoyage}>
              Set sail!
            </button>
          </>
        ) : (
          <p className="hint">Waiting for the room's creator to set sail…</p>
        )}
        <button className="link" onClick={() => void leaveRoom()}>
          Leave
        </button>
      </section>
    </main>
  );
}
