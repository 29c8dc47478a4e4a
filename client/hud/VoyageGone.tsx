// An old link to a voyage that has ended: who won, and a way to a new voyage, instead of "room not found".
import { useStore } from '../store';
import type { VoyageSummary } from '../net/voyageSummary';
import { listed } from './words';

/** The card shown in the lobby's place. */
export function VoyageGone({ code, summary }: { code: string; summary: Extract<VoyageSummary, { status: 'over' }> }) {
  const winners = summary.winners.length ? `${listed(summary.winners)} baked and won on day ${summary.days}.` : `Nobody baked in time: the voyage ran out on day ${summary.days}.`;
  return (
    <main className="lobby">
      <header className="lobby-title">
        <h1>Pastry Pirates</h1>
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
