// An old link to a voyage that has ended: who won, and a way to a new voyage, instead of "room not found".
import { useStore } from '../store';
import type { VoyageSummary } from '../net/voyageSummary';
import { listed } from '../words';
import { GAME_TITLES, type GameKey } from '../../../shared/table/gameList';

type Over = Extract<VoyageSummary, { status: 'over' }>;

/** R38, R47: who baked and won, and on which day. */
function pastryWinners(summary: Over): string {
  return summary.winners.length ? `${listed(summary.winners)} baked and won on day ${summary.days}.` : `Nobody baked in time: the voyage ran out on day ${summary.days}.`;
}

/** M31: who won after the last round. */
function merchantWinners(summary: Over): string {
  return `${listed(summary.winners)} won after ${summary.rounds} rounds.`;
}

/** The card shown in the lobby's place. */
export function VoyageGone({ code, summary }: { code: string; summary: Over }) {
  const winners = summary.game === 'merchant' ? merchantWinners(summary) : pastryWinners(summary);
  return (
    <main className="lobby">
      <header className="lobby-title">
        <h1>{GAME_TITLES[(summary.game ?? 'pastry') as GameKey]}</h1>
      </header>
      <section className="card lobby-card voyage-gone" role="status">
        <h2>Voyage {code} is over</h2>
        <p>{winners}</p>
        <p className="hint">Captains: {listed(summary.captains)}.</p>
        <button className="big" onClick={() => useStore.getState().set({ gone: null })}>
          ⛵ Start a new voyage
        </button>
      </section>
    </main>
  );
}
