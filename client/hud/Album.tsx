// R37, R38: the photo album: every captain's photographs and their points.
import { useStore } from '../store';

const CREATURE_ICON: Record<string, string> = { Dolphin: '🐬', 'Flying fish': '🐟', 'Sea turtle': '🐢', 'Humpback whale': '🐋', Narwhal: '🦄', 'Giant squid': '🦑', Kraken: '🐙' };

const NONE: never[] = [];

/** The album card. */
export function Album() {
  const captains = useStore((s) => s.view?.captains ?? NONE);
  return (
    <section className="card album" aria-label="Photo album">
      <h2>📖 The scrapbook</h2>
      {captains.map((c) => (
        <div key={c.seat}>
          <strong>{c.name}</strong> · {c.photos.reduce((a, p) => a + p.points, 0)} points
          <ul>{c.photos.map((p, i) => <li key={i} className="photo">{CREATURE_ICON[p.creature] ?? '📷'} {p.creature}<br />{p.points} pt{p.points === 1 ? '' : 's'}</li>)}</ul>
        </div>
      ))}
      <button className="link" onClick={() => useStore.getState().set({ album: false })}>Close</button>
    </section>
  );
}
