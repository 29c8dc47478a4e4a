// The cast's scoreboard frame for any game: a head naming who plays and each figure's column, then one ScoreRow per seat
// in the seat's colour and flag, marked while it acts. Each game fills in its own figures.
import type { ReactNode } from 'react';
import { SEAT_COLOURS } from '../scene/seatColours';
import { Flag } from '../hud/Flag';

/** One figure's column: its icon in the head, and what it counts (the icon's tooltip). */
export type ScoreColumn = { icon: string; title: string };

/** The panel: an optional caption line over the head (`who` over the names, the columns' icons), then the rows. */
export function ScoreboardPanel({ who, columns, caption, children }: { who: string; columns: ScoreColumn[]; caption?: ReactNode; children: ReactNode }) {
  return (
    <section className="cast-panel cast-scoreboard" aria-label="Scoreboard">
      {caption}
      <header className="cast-scoreboard-head">
        <span>{who}</span>
        {columns.map((c) => (
          <span key={c.title} title={c.title}>
            {c.icon}
          </span>
        ))}
      </header>
      {children}
    </section>
  );
}

/** One seat's row: flag, name and figures on a line (`acting` marks whose move it is; `className` adds the game's marks), anything else below. */
export function ScoreRow({ seat, acting, className = '', name, figures, children }: { seat: number; acting: boolean; className?: string; name: ReactNode; figures: ReactNode; children?: ReactNode }) {
  return (
    <div className={`cast-captain${acting ? ' acting' : ''}${className}`} style={{ ['--seat' as string]: SEAT_COLOURS[seat] }}>
      <div className="cast-captain-line">
        <span className="cast-flag">
          <Flag seat={seat} />
        </span>
        <span className="cast-name">{name}</span>
        {figures}
      </div>
      {children}
    </div>
  );
}
