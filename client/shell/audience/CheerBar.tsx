// A spectator's cheer bar: the eight cheers, for the ship picked (the acting ship unless another is picked). Either game
// says whom it may cheer, so the bar knows no game's view.
import { useEffect, useRef, useState } from 'react';
import { CHEER_LIMITS, CHEERS } from '../../../shared/audience';
import { TokenBucket } from '../../../shared/table/tokenBucket';
import { sendCheer } from '../net/room';
import { Flag } from '../hud/Flag';
import { SEAT_COLOURS } from '../scene/seatColours';

/** Whom a viewer may cheer: every seat's name, by seat, and the seat acting now (picked until the viewer picks another). */
export type CheerTargets = { names: string[]; acting: number };

/** The cheer bar. */
export function CheerBar({ names, acting }: CheerTargets) {
  const [picked, setPicked] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const left = useCheersLeft();
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
            <Flag seat={seat} /> <span className="name-cut">{name}</span>
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
              if (!left.spend()) return setSent('Out of cheers for a moment: they come back two a second.');
              sendCheer(target, emoji);
              setSent(`${emoji} for ${names[target]}!`);
            }}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="cheer-sent" role="status">
        <span className="cheers-left" aria-label={`${left.count} of ${CHEER_LIMITS.burst} cheers left`}>
          {'●'.repeat(left.count)}
          {'○'.repeat(CHEER_LIMITS.burst - left.count)}
        </span>{' '}
        {sent ?? ''}
      </div>
    </section>
  );
}

/** The cheers this viewer has left by the audience room's rule (CHEER_LIMITS), counted here too, and refilled as time passes. */
function useCheersLeft(): { count: number; spend: () => boolean } {
  const bucket = useRef(new TokenBucket(Date.now(), CHEER_LIMITS));
  const [count, setCount] = useState(CHEER_LIMITS.burst);
  useEffect(() => {
    if (count >= CHEER_LIMITS.burst) return;
    const timer = setTimeout(() => setCount(bucket.current.left(Date.now())), 1000 / CHEER_LIMITS.perSecond);
    return () => clearTimeout(timer);
  }, [count]);
  return {
    count,
    spend: () => {
      const passed = bucket.current.take(Date.now()) === 'pass';
      setCount(bucket.current.left(Date.now()));
      return passed;
    },
  };
}
