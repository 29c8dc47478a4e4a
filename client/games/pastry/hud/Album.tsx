// R37, R38: the photo album: every captain's photographs and their points.
import { useStore } from '../../../shell/store';
import { counted } from '../../../shell/words';

/** A creature's drawing, the same one the rules page shows (public/art/creatures/). */
export const artOf = (creature: string) => `/art/creatures/${creature.toLowerCase().replace(/ /g, '-')}.svg`;

const NONE: never[] = [];

/** The album card. */
export function Album() {
  const captains = useStore((s) => s.view?.captains ?? NONE);
  return (
    <section className="card album" aria-label="Photo album">
      <header className="album-head">
        {/* Close stays at the top, however long the album scrolls */}
        <h2>📷 The scrapbook</h2>
        <button className="link" onClick={() => useStore.getState().set({ album: false })}>
          Close
        </button>
      </header>
      {captains.every((c) => c.photos.length === 0) && (
        <p className="hint">No photographs yet. End your turn to watch the sea: when a creature leaps beside your ship, tap it (or 📷 Snap) within 2 seconds.</p>
      )}
      {captains.map((c) => (
        <div key={c.seat}>
          <strong>{c.name}</strong> ·{' '}
          {counted(
            c.photos.reduce((a, p) => a + p.points, 0),
            'point',
          )}
          <ul>
            {c.photos.map((p, i) => (
              <li key={i} className="photo">
                <img src={artOf(p.creature)} alt="" width={100} height={70} />
                {p.creature}
                <br />
                {p.points} pt{p.points === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
