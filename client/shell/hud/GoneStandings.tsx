// An ended voyage's standings as GET /api/voyages/CODE tells them, best first, each in its game's own figures: the
// lobby's card for an old link and the cast's card for a finished voyage show the same list (issue 32).
import type { ClientGame } from '../clientGame';
import type { VoyageSummary } from '../net/voyageSummary';
import { listed } from '../words';

/** The list, or the players' names where the summary has no standings (a voyage stored before they were). */
export function GoneStandings({ game, summary, className }: { game: ClientGame; summary: Extract<VoyageSummary, { status: 'over' }>; className: string }) {
  if (!summary.standings?.length) return <p className="hint">{`${game.words.players}: ${listed(summary.captains)}.`}</p>;
  return (
    <ol className={className} aria-label="Final standings">
      {summary.standings.map((s, place) => (
        <li key={`${place}-${s.name}`}>
          <strong>{s.name}</strong> · {game.standing(s.figures)}
        </li>
      ))}
    </ol>
  );
}
