// The keyboard and mouse shortcuts, opened with ? (or the ⌨ button) and closed with Esc.
import { useStore } from '../../../shell/store';

const KEYS: [string, string][] = [
  ['Click a glowing square', 'sail there (on a phone: tap to preview, tap again to sail)'],
  ['Z', 'take back your sail, before you act'],
  ['D', 'dock and flip for gold'],
  ['E', 'end your turn and watch the sea'],
  ['R', 'reset the view: the camera follows the play again'],
  ['Drag · right-drag · wheel', 'turn · pan · zoom the camera'],
  ['?', 'show or hide this list'],
  ['Esc', 'close panels and previews'],
];

/** The list, over the game. */
export function Shortcuts() {
  const open = useStore((s) => s.shortcuts);
  if (!open) return null;
  return (
    <section className="card shortcuts" role="dialog" aria-label="Keyboard shortcuts">
      <h2>Shortcuts</h2>
      <dl>
        {KEYS.map(([key, what]) => (
          <div key={key}>
            <dt>{key.length <= 3 ? <kbd>{key}</kbd> : <strong>{key}</strong>}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="hint">Keys given while the sea is still moving wait for it, then go.</p>
      <button className="secondary" onClick={() => useStore.getState().set({ shortcuts: false })}>
        Close
      </button>
    </section>
  );
}
