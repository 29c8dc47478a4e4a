// The cast's final card for any game: the headline, the game's standings (a StandingRow each, its figures its own), and
// the audience's best predictors, which every game's prediction book keeps alike. No buttons.
import type { ReactNode } from 'react';
import { useStore } from '../store';
import { SEAT_COLOURS } from '../scene/seatColours';
import { Flag } from '../hud/Flag';

const NONE: { name: string; right: number; answered: number }[] = [];

/** The card: the headline over the standings (the game's rows, best first), then the best predictors. */
export function FinaleCard({ headline, children }: { headline: string; children: ReactNode }) {
  const predictors = useStore((s) => s.room?.predictors ?? NONE);
  return (
    <section className="cast-panel cast-finale" aria-label="The end of the voyage">
      <div className="cast-finale-kicker">Final</div>
      <h1>{headline}</h1>
      <ol className="cast-standings">{children}</ol>
      {predictors.length > 0 && (
        <div className="cast-predictors">
          <div className="cast-finale-kicker">🔮 Best predictors</div>
          <ol>
            {predictors.map((p, i) => (
              <li key={i}>
                <b>{p.name}</b> {p.right}/{p.answered}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** One place in the standings: the place, the seat's flag and name in its colour; the game's figures follow as children. */
export function StandingRow({ place, seat, name, children }: { place: number; seat: number; name: string; children: ReactNode }) {
  return (
    <li style={{ ['--seat' as string]: SEAT_COLOURS[seat] }}>
      <span className="cast-place">{place}</span>
      <Flag seat={seat} />
      <b>{name}</b>
      {children}
    </li>
  );
}
