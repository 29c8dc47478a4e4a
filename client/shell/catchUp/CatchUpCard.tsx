// What a late joiner sees first (issue 31): a newcomer who took over a bot's seat gets its game's card ("You are now captain
// of …", "You now run …'s fleet"); a spectator of a game under way and a player back after a minute get a short offer.
// Either offers "Catch up": the previous full day (or round) at 4x in this table, then the live table again. While the recap
// plays, a bar says so and lets it be skipped.
import { useEffect, useState } from 'react';
import type { TakeoverCardOf } from '../clientGame';
import { gameOf } from '../games';
import { useStore } from '../store';
import type { CatchUp } from '../storeTypes';
import { useCatchUpOffer } from './useCatchUpOffer';

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

/** "Catch up on day 3 (4x)", once its recap is in. */
function CatchUpButton({ catchUp, round }: { catchUp: CatchUp; round: string }) {
  const game = gameOf(useStore((s) => s.room?.game));
  if (!catchUp.recap) return null;
  const recap = catchUp.recap;
  return (
    <button onClick={() => void loadPlay().then((m) => m.playRecap(recap, game))}>
      ⏩ Catch up on {round} {recap.round} (4x)
    </button>
  );
}

/** The bar over a recap that plays. */
function RecapBar({ catchUp, round }: { catchUp: CatchUp; round: string }) {
  return (
    <div className="catch-up-bar" role="status" aria-label="Catching up">
      <span>
        ⏩ Catching up: {round} {catchUp.recap?.round} at 4x, then the live table
      </span>
      <button className="secondary" onClick={() => void loadPlay().then((m) => m.endRecap())}>
        Skip to live
      </button>
    </div>
  );
}

/** The card, the offer or the bar, whichever this joiner needs now. */
export function CatchUpCard() {
  useCatchUpOffer();
  const catchUp = useStore((s) => s.catchUp);
  const seat = useStore((s) => s.takeover);
  const tookOver = useStore((s) => s.tookOver);
  const game = gameOf(useStore((s) => s.room?.game));
  const maker = useTakeoverMaker(game, seat !== null);
  useStore((s) => s.room); // the card is made afresh from the store as each patch and seat's bits arrive
  useStore((s) => s.bits);
  const card = maker && seat !== null ? maker(useStore.getState(), seat, tookOver) : null;
  const round = game.words.round;
  const table = game.words.table.toLowerCase();
  const dismiss = () => useStore.getState().set({ takeover: null, catchUp: null });
  if (catchUp?.playing) return <RecapBar catchUp={catchUp} round={round} />;
  if (seat !== null) {
    if (!card) return null;
    return (
      <section className="card takeover" role="dialog" aria-label={card.title}>
        <h2>{card.title}</h2>
        {card.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="row">
          {catchUp && <CatchUpButton catchUp={catchUp} round={round} />}
          <button className="big" onClick={dismiss}>
            {card.button}
          </button>
        </div>
      </section>
    );
  }
  if (!catchUp?.recap) return null;
  return (
    <section className="card takeover catch-up" role="dialog" aria-label="Catch up">
      <h2>{catchUp.why === 'back' ? 'Welcome back' : `This ${table} is under way`}</h2>
      <p>
        Catch up on {round} {catchUp.recap.round}, replayed at 4x, then the live {table} carries on from where it is now.
      </p>
      <div className="row">
        <CatchUpButton catchUp={catchUp} round={round} />
        <button className="secondary" onClick={dismiss}>
          No thanks
        </button>
      </div>
    </section>
  );
}
