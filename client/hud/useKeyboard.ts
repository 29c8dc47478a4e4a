// Keyboard: E ends the turn, D docks, Z takes back the sail, R resets the view, ? lists the keys, Esc cancels and closes.
// A key pressed while the show plays is queued (client/orders.ts), never dropped.
import { useEffect } from 'react';
import type { Action } from '../../shared/index';
import { useStore } from '../store';
import { giveKeyOrder } from '../orders';

/** The order each key gives. */
export const ORDER_KEYS: Record<string, Action> = { e: { type: 'endTurn' }, d: { type: 'dock' }, z: { type: 'takeBack' } };

/** Installs the shortcuts while the app runs. */
export function useKeyboard(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.metaKey || e.ctrlKey || e.altKey || e.repeat) return;
      const key = e.key.toLowerCase();
      if (key === 'escape') useStore.getState().set({ hover: null, help: null, shortcuts: false, confirmLeave: false });
      if (key === 'r') useStore.getState().set({ cameraFree: false }); // reset the view
      if (key === '?') useStore.getState().set({ shortcuts: !useStore.getState().shortcuts });
      const order = ORDER_KEYS[key];
      if (order) giveKeyOrder(order);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
