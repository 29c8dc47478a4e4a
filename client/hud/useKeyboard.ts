// Keyboard: E ends the turn, D docks, Esc cancels the route preview and closes the rules.
import { useEffect } from 'react';
import { useStore } from '../store';
import { sendAction } from '../net/connection';

/** Installs the shortcuts while the app runs. */
export function useKeyboard(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.metaKey || e.ctrlKey || e.altKey || e.repeat) return;
      const { legal, set, presentingUntil } = useStore.getState();
      const key = e.key.toLowerCase();
      if (key === 'escape') set({ hover: null, help: null });
      if (presentingUntil > Date.now()) return; // orders wait until the last events have played out, as the action bar does
      if (key === 'e' && legal.some((a) => a.type === 'endTurn')) sendAction({ type: 'endTurn' });
      if (key === 'd' && legal.some((a) => a.type === 'dock')) sendAction({ type: 'dock' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
