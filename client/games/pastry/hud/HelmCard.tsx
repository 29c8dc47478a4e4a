// R51: a captain a bot sails for (three missed turns, or away a while) sees so, and takes the helm back with one press.
import { useStore } from '../../../shell/store';
import { takeHelm } from '../../../shell/net/room';

/** "A bot is sailing for you" with Take the helm, while a bot stands in for this seat. */
export function HelmCard() {
  const away = useStore((s) => s.seat !== null && !!s.view && s.view.phase !== 'over' && !!s.view.captains[s.seat]?.auto);
  if (!away) return null;
  return (
    <section className="card helm-card" role="alert" aria-label="A bot sails for you">
      <p>🤖 A bot is sailing your ship while you were away.</p>
      <button className="big" onClick={takeHelm}>
        Take the helm
      </button>
    </section>
  );
}
