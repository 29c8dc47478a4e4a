// Day, whose turn it is, and the turn timer (written through a ref: no React state per frame).
import { useEffect, useRef } from 'react';
import { useStore } from '../../../shell/store';
import { useShownView } from '../useShownView';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { usePlayingEvent } from './usePlayingEvent';
import { battleBanner } from './showCaption';
import { RecapTag } from '../../../shell/catchUp/RecapTag';
import { secondsToAct } from '../../../shell/show/moveClock';

/** The day and turn line with its countdown, marked as the recap's while a catch-up plays, so its "Your turn" is not read as the live table's. */
export function TurnBanner() {
  const view = useShownView();
  usePlayingEvent(); // re-renders a few times a second while a show plays
  const events = useStore((s) => s.events);
  const clock = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let frame = 0;
    const tick = () => {
      const s = useStore.getState();
      // while earlier events still play, or this board is not yet drawn, the countdown waits with the banner; a replay
      // shows none (issue 31): it skips the time each captain took, so no countdown there could tell the truth
      const left = s.held ? null : secondsToAct(s.view?.deadline, s);
      const text = left === null ? '' : `⏳ ${left}s`;
      if (clock.current && clock.current.textContent !== text) {
        clock.current.textContent = text;
        clock.current.className = left !== null && left <= 10 ? 'timer urgent' : 'timer';
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!view) return null;
  const actor = view.actor ?? view.turn;
  const what: Record<string, string> = { turn: 'turn', buy: 'purchase', bribe: 'bribe decision', answer: 'answer', slip: 'slip', spoils: 'spoils', bake: 'bake-off', over: 'voyage' };
  return (
    <div className="card turn-banner" style={{ borderColor: SEAT_COLOURS[actor] }}>
      <RecapTag />
      <div>
        Day {view.day} of {view.dayLimit}
      </div>
      <div className="turn-line">
        <strong className="turn-words">
          {view.phase === 'over'
            ? 'The voyage is over'
            : (battleBanner(
                events,
                Date.now(),
                view.captains.map((c) => c.name),
              ) ?? <Whose name={actor === view.you ? null : (view.captains[actor]?.name ?? '')} what={what[view.phase]} />)}
        </strong>{' '}
        <span ref={clock} className="timer" />
      </div>
    </div>
  );
}

/** "Your turn" (no `name`: it is yours), or a captain's name and what they do, the name shortened with an ellipsis so "'s turn" stays in the card. */
function Whose({ name, what }: { name: string | null; what: string }) {
  if (name === null) return <>Your {what}</>;
  return (
    <>
      <span className="name-cut">{name}</span>
      <span className="turn-what">'s {what}</span>
    </>
  );
}
