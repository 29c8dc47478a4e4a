// The end of any game's table: sail again (or join or watch the rematch someone called) and back to the harbour.
import { useStore } from '../store';
import { askRematch } from '../net/intent';
import { joinRematch, watchRematch } from '../net/join';
import { leaveRoom } from '../net/leave';

/** The end screen's buttons and the rematch's note, for every game. */
export function EndButtons() {
  const seated = useStore((s) => s.seat !== null);
  const rematch = useStore((s) => s.room?.rematch);
  return (
    <>
      <div className="row end-buttons">
        {seated &&
          (rematch ? (
            <button className="big" onClick={() => void joinRematch(rematch)}>
              ⛵ Join the rematch ({rematch})
            </button>
          ) : (
            <button className="big" onClick={askRematch}>
              ⛵ Sail again
            </button>
          ))}
        {!seated && rematch && (
          <button className="big" onClick={() => void watchRematch(rematch)}>
            👀 Watch the rematch ({rematch})
          </button>
        )}
        <button className="secondary" onClick={() => void leaveRoom()}>
          Back to the harbour
        </button>
      </div>
      {rematch && <p className="hint">The same table sails again in room {rematch}: seats are dealt afresh, bots keep their places.</p>}
    </>
  );
}
