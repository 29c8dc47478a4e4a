// Marks each game's turn banner while a catch-up recap plays, so "Your turn" there is read as the recap's and not
// the live table's; both games put it at the top of their banner.
import { gameOf } from '../games';
import { useStore } from '../store';

/** "⏩ Recap of day 1 · not live" while a recap plays; nothing otherwise. */
export function RecapTag() {
  const recapRound = useStore((s) => (s.catchUp?.playing ? (s.catchUp.recap?.round ?? null) : null));
  const game = useStore((s) => s.room?.game);
  if (recapRound === null) return null;
  const { round } = gameOf(game).words;
  return (
    <div className="recap-tag">
      ⏩ Recap of {round} {recapRound} · not live
    </div>
  );
}
