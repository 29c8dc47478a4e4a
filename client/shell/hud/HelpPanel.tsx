// The rules page's section for this moment, shown over the game so a player never leaves the table to read it.
import { useStore } from '../store';

/** The rules, in a panel; Close or Esc (also while reading inside it) hides it. */
export function HelpPanel() {
  const help = useStore((s) => s.help);
  if (!help) return null;
  const close = () => useStore.getState().set({ help: null });
  return (
    <section className="card help-panel" aria-label="The rules">
      <header>
        <a href={`/rules.html${help}`} target="_blank" rel="noreferrer">
          Open in a new tab ↗
        </a>
        <button className="secondary" onClick={close}>
          Close
        </button>
      </header>
      <iframe title="The rules" src={`/rules.html${help}`} onLoad={(e) => e.currentTarget.contentWindow?.addEventListener('keydown', (k) => k.key === 'Escape' && close())} />
    </section>
  );
}
