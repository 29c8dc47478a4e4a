// An old link to a voyage that has ended, or one that ended while this tab's link was down: who won, the final standings
// with each one's figures (issue 32), and a way to a new voyage, instead of "room not found".
import { useStore } from '../store';
import type { VoyageSummary } from '../net/voyageSummary';
import { GoneStandings } from './GoneStandings';
import { gameOf } from '../games';

type Over = Extract<VoyageSummary, { status: 'over' }>;

/** The card shown in the lobby's place, in the words of the voyage's game. */
export function VoyageGone({ code, summary }: { code: string; summary: Over }) {
  const game = gameOf(summary.game);
  return (
    <main className="lobby">
      <header className="lobby-title">
        <h1>{game.title}</h1>
      </header>
      <section className="card lobby-card voyage-gone" role="status">
        <h2>Voyage {code} is over</h2>
        <p>{game.winners(summary)}</p>
        <GoneStandings game={game} summary={summary} className="gone-standings" />
        <button className="big" onClick={() => useStore.getState().set({ gone: null })}>
          ⛵ Start a new voyage
        </button>
      </section>
    </main>
  );
}
