// What a late joiner sees first (issue 31): a newcomer who took over a bot's seat gets its game's card ("You are now captain
// of …", "You now run …'s fleet"); a spectator of a game under way and a player back after a minute get a short offer.
// Either offers "Catch up": the previous full day (or round) at 4x in this table, then the live table again; when the live
// move is this seat's and its clock runs, the card says so and leads with the live table (offerWords.ts). Both wait until
// the table is drawn, so it shows behind them. While the recap plays, a bar says so and lets it be skipped (RecapBar.tsx).
// Fetched only when there is something to show (CatchUp.tsx).
import { useEffect, useState } from 'react';
import type { TakeoverCardOf } from '../clientGame';
import { gameOf } from '../games';
import { useStore } from '../store';
import type { CatchUp } from '../storeTypes';
import { ClockLeft } from './ClockLeft';
import { clockRunsOnYou, type LiveMove, liveMove } from './liveMove';
import { tableDrawn } from './offer';
import { offerWords } from './offerWords';
import { RecapBar } from './RecapBar';

/** The recap's player, fetched when first used. */
const loadPlay = () => import('./play');

/** The game's takeover card maker, fetched when a newcomer takes a seat. */
function useTakeoverMaker(game: ReturnType<typeof gameOf>, wanted: boolean): TakeoverCardOf | null {
  const [maker, setMaker] = useState<{ of: TakeoverCardOf } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void game.takeover().then((of) => live && setMaker({ of }));
    return () => {
      live = false;
    };
  }, [game, wanted]);
  return maker?.of ?? null;
}

/** "Catch up on day 3 (4x)", once its recap is in; the second choice when the live move's clock runs on this seat. */
function CatchUpButton({ catchUp, round, second }: { catchUp: CatchUp; round: string; second: boolean }) {
  const game = gameOf(useStore((s) => s.room?.game));
  if (!catchUp.recap) return null;
  const recap = catchUp.recap;
  return (
    <button className={second ? 'secondary' : undefined} onClick={() => void loadPlay().then((m) => m.playRecap(recap, game))}>
      ⏩ Catch up on {round} {recap.round} (4x)
    </button>
  );
}

/** What the live move asks of this seat, with its clock's seconds left when one runs. */
function MoveLine({ words, live }: { words: string | null; live: LiveMove }) {
  if (!words) return null;
  return (
    <p className={clockRunsOnYou(live) ? 'catch-up-move' : undefined}>
      {words}
      {clockRunsOnYou(live) && live.deadline !== null && <ClockLeft at={live.deadline} />}
    </p>
  );
}

/** The card, the offer or the bar, whichever this joiner needs now; the card and the offer wait for the table to be drawn. */
export function CatchUpCard() {
  const catchUp = useStore((s) => s.catchUp);
  const seat = useStore((s) => s.takeover);
  const tookOver = useStore((s) => s.tookOver);
  const drawn = useStore(tableDrawn);
  const game = gameOf(useStore((s) => s.room?.game));
  const maker = useTakeoverMaker(game, seat !== null);
  const room = useStore((s) => s.room); // the card is made afresh from the store as each patch and seat's bits arrive
  const bits = useStore((s) => s.bits);
  const card = maker && seat !== null ? maker(useStore.getState(), seat, tookOver) : null;
  const round = game.words.round;
  const dismiss = () => useStore.getState().set({ takeover: null, catchUp: null });
  if (catchUp?.playing) return <RecapBar catchUp={catchUp} game={game} skip={() => void loadPlay().then((m) => m.endRecap())} />;
  if (!drawn) return null;
  const live = liveMove(room, bits, game.hooks);
  const words = offerWords(catchUp?.why ?? 'newcomer', game.words, catchUp?.recap?.round ?? 0, live);
  if (seat !== null) {
    if (!card) return null;
    return (
      <section className="card takeover" role="dialog" aria-label={card.title}>
        <h2>{card.title}</h2>
        {card.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <MoveLine words={words.move} live={live} />
        <div className="row">
          {catchUp && <CatchUpButton catchUp={catchUp} round={round} second={words.liveFirst} />}
          <button className="big" onClick={dismiss}>
            {card.button}
          </button>
        </div>
      </section>
    );
  }
  if (!catchUp?.recap) return null;
  const stay = (
    <button className={words.liveFirst ? 'big' : 'secondary'} onClick={dismiss}>
      {words.liveFirst ? 'Back to my move' : 'No thanks'}
    </button>
  );
  return (
    <section className="card takeover catch-up" role="dialog" aria-label="Catch up">
      <h2>{words.heading}</h2>
      <p>{words.recap}</p>
      <MoveLine words={words.move} live={live} />
      <div className="row">
        {words.liveFirst && stay}
        <CatchUpButton catchUp={catchUp} round={round} second={words.liveFirst} />
        {!words.liveFirst && stay}
      </div>
    </section>
  );
}
