// The bar over a catch-up recap as it plays: what it replays, "Skip to live", and, when the live move comes to
// this seat meanwhile (its bits held by net/liveHold.ts), that it has and whether its clock runs, with the way back made prominent.
import { useEffect, useState } from 'react';
import type { ClientGame } from '../clientGame';
import { peekLive } from '../net/liveHold';
import type { CatchUp } from '../storeTypes';
import { ClockLeft } from './ClockLeft';
import { clockRunsOnYou, type LiveMove, liveMove } from './liveMove';
import { recapMoveWords } from './offerWords';

/** How often the bar looks at the held live room. */
const LOOK_EVERY_MS = 500;

/** The live move while the recap plays, from what the live room has said meanwhile. */
function useHeldMove(game: ClientGame): LiveMove {
  const [move, setMove] = useState<LiveMove>({ yours: false, deadline: null });
  useEffect(() => {
    const look = () => {
      const held = peekLive();
      const now = liveMove(held?.room ?? null, held?.bits ?? null, game.hooks);
      setMove((was) => (was.yours === now.yours && was.deadline === now.deadline ? was : now));
    };
    look();
    const timer = setInterval(look, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [game]);
  return move;
}

/** The bar; `skip` ends the recap. */
export function RecapBar({ catchUp, game, skip }: { catchUp: CatchUp; game: ClientGame; skip: () => void }) {
  const move = useHeldMove(game);
  const said = recapMoveWords(move);
  const urgent = clockRunsOnYou(move); // a move that waits needs telling, one whose clock runs needs the way back first
  return (
    <div className={urgent ? 'catch-up-bar urgent' : 'catch-up-bar'} role="status" aria-label="Catching up">
      <span>
        ⏩ Catching up: {game.words.round} {catchUp.recap?.round} at 4x, then the live table
        {said && (
          <span className={urgent ? 'catch-up-move' : 'catch-up-note'}>
            {said}
            {move.deadline !== null && <ClockLeft at={move.deadline} />}
          </span>
        )}
      </span>
      <button className={urgent ? 'big' : 'secondary'} onClick={skip}>
        Skip to live
      </button>
    </div>
  );
}
