// A spectator's cheer bar: the eight cheers, for the ship picked (the acting ship unless another is picked). Either game
// says whom it may cheer, so the bar knows no game's view.
import { useEffect, useState } from 'react';
import { CHEERS } from '../../../shared/audience';
import { sendCheer } from '../net/room';
import { Flag } from '../hud/Flag';
import { SEAT_COLOURS } from '../scene/seatColours';

/** Whom a viewer may cheer: every seat's name, by seat, and the seat acting now (picked until the viewer picks another). */
export type CheerTargets = { names: string[]; acting: number };

/** The cheer bar. */
export function CheerBar({ names, acting }: CheerTargets) {
  const [picked, setPicked] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), 1500);
    return () => clearTimeout(timer);
  }, [sent]);
  const target = picked ?? acting;
  return (
    <section className="card cheer-bar" aria-label="Cheer a ship">
      <div className="cheer-ships" role="radiogroup" aria-label="Ship to cheer">
        {names.map((name, seat) => (
          <button
            key={seat}
            role="radio"
            aria-checked={target === seat}
            className={`cheer-ship${target === seat ? ' picked' : ''}`}
            style={{ borderColor: SEAT_COLOURS[seat] }}
            title={picked === null && seat === acting ? `${name} (acting now)` : name}
            onClick={() => setPicked(picked === seat ? null : seat)}
          >
            <Flag seat={seat} /> {name}
          </button>
        ))}
      </div>
      <div className="cheer-emoji">
        {CHEERS.map((emoji) => (
          <button
            key={emoji}
            className="icon"
            aria-label={`Cheer ${emoji} for ${names[target]}`}
            onClick={() => {
              sendCheer(target, emoji);
              setSent(`${emoji} for ${names[target]}!`);
            }}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="cheer-sent" role="status">
        {sent ?? ''}
      </div>
    </section>
  );
}
