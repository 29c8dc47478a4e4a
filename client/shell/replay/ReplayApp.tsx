// The replays' pages (issue 31), in their own chunk: /replays, the finished games, and /replay/CODE, one game played again.
// Neither joins or resumes a room.
import { Toasts } from '../hud/Toasts';
import './replay.css';
import { ReplayPage } from './ReplayPage';
import { ReplaysPage } from './ReplaysPage';
import { replayCodeOf } from './replayPath';

/** The page this address names. */
export default function ReplayApp() {
  const code = replayCodeOf(location.pathname);
  return (
    <>
      {code === null ? <ReplaysPage /> : <ReplayPage code={code} />}
      <Toasts />
    </>
  );
}
