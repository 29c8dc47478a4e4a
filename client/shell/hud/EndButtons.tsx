// The end of any game's table: sail again (or join or watch the rematch someone called), watch the game's replay or copy its
// link (issue 31), and back to the harbour; a replay's end offers the list of replays instead.
import { useStore } from '../store';
import { CopyLink } from './CopyLink';
import { REPLAYS_PATH, replayLink } from '../replay/replayPath';
import { askRematch } from '../net/intent';
import { joinRematch, watchRematch } from '../net/join';
import { leaveRoom } from '../net/leave';

/** The end screen's buttons and the rematch's note, for every game. */
export function EndButtons() {
  const seated = useStore((s) => s.seat !== null);
  const rematch = useStore((s) => s.room?.rematch);
  const asked = useStore((s) => s.rematchAsked);
  const code = useStore((s) => s.code);
  const replaying = useStore((s) => s.replaying !== null);
  if (replaying)
    return (
      <div className="row end-buttons">
        <a className="button-link" href={REPLAYS_PATH}>
          📼 All replays
        </a>
      </div>
    );
  return (
    <>
      <div className="row end-buttons">
        {seated &&
          (rematch ? (
            <button className="big" onClick={() => void joinRematch(rematch)}>
              ⛵ Join the rematch ({rematch})
            </button>
          ) : (
            <button className="big" onClick={askRematch} disabled={asked} aria-busy={asked}>
              {asked ? '⛵ Opening the rematch…' : '⛵ Sail again'}
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
        {code && (
          <a className="button-link" href={replayLink(code)} target="_blank" rel="noreferrer">
            📼 Watch the replay
          </a>
        )}
        {code && <CopyLink label="Copy the replay link" url={new URL(replayLink(code), location.origin).href} />}
      </div>
      {rematch && <p className="hint">The same table sails again in room {rematch}: seats are dealt afresh, bots keep their places.</p>}
    </>
  );
}
