// The bar over a catch-up recap as it plays: what it replays, "Skip to live", and, when the live move comes to
// this seat meanwhile (its bits held by net/liveHold.ts), that it has and whether its clock runs, with the way back made prominent.
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ClientGame } from '../clientGame';
import { clearTop } from './barPlace';
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

/** A phone's width, where the bar spans the screen and finds its own band (shell/styles/reconnectAndRecap.css's .catch-up-bar). */
const PHONE = '(max-width: 700px)';
/** How far (px) the bar stays from the panels above and below it. */
const BAR_MARGIN = 6;
/** How often (ms) a phone's bar looks at the HUD again: a caption coming or going moves the panels under it. */
const PLACE_EVERY_MS = 150;

/** On a phone, keeps the bar in the lowest band no HUD panel or control crosses, looked at again as the HUD changes. */
function useClearBand(bar: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    let placed = '';
    const place = () => {
      const el = bar.current;
      if (!el) return;
      const top = matchMedia(PHONE).matches ? clearTop(panelSpans(el), el.offsetHeight, innerHeight, BAR_MARGIN) : null;
      const want = top === null ? '' : `${Math.round(top)}px`;
      if (want === placed) return;
      el.style.top = want;
      el.style.bottom = want ? 'auto' : '';
      placed = want;
    };
    place();
    const timer = setInterval(place, PLACE_EVERY_MS);
    addEventListener('resize', place);
    return () => {
      clearInterval(timer);
      removeEventListener('resize', place);
    };
  }, [bar]);
}

/** The vertical extent of every HUD panel and control shown on the page, but the bar's own. */
function panelSpans(bar: HTMLElement): { top: number; bottom: number }[] {
  return [...document.querySelectorAll<HTMLElement>('.card, button, a[href]')]
    .filter((el) => !bar.contains(el) && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => el.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({ top: box.top, bottom: box.bottom }));
}

/** The bar; `skip` ends the recap. */
export function RecapBar({ catchUp, game, skip }: { catchUp: CatchUp; game: ClientGame; skip: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  useClearBand(bar);
  const move = useHeldMove(game);
  const said = recapMoveWords(move);
  const urgent = clockRunsOnYou(move); // a move that waits needs telling, one whose clock runs needs the way back first
  return (
    <div ref={bar} className={urgent ? 'catch-up-bar urgent' : 'catch-up-bar'} role="status" aria-label="Catching up">
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
