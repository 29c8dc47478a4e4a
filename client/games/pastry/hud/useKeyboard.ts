// Keyboard: E ends the turn, D docks, Z takes back the sail, R resets the view, ? lists the keys, Esc cancels and closes.
// A key pressed while the show plays, or while another order is on its way, is queued (client/shell/orders.ts), never dropped.
import { useEffect } from 'react';
import type { Action } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import type { Store } from '../../../shell/storeTypes';
import { giveKeyOrder } from '../pastryOrders';
import { isShortcut } from '../../../shell/hud/isShortcut';
import { SHELL_CLOSED_BY_ESC } from '../../../shell/hud/useEscapeCloses';

/** The order each key gives. */
export const ORDER_KEYS: Record<string, Action> = { e: { type: 'endTurn' }, d: { type: 'dock' }, z: { type: 'takeBack' } };

/** What Esc closes, as the shortcut list promises: every panel and preview over the board (the shell's panels too, as its own Esc does). */
export const CLOSED_BY_ESC: Partial<Store> = { ...SHELL_CLOSED_BY_ESC, hover: null, shortcuts: false, album: false, islandHover: null };

/** Carries out one shortcut key (already lower-cased). */
export function pressKey(key: string): void {
  const s = useStore.getState();
  if (key === 'escape') s.set(CLOSED_BY_ESC);
  if (key === 'r') s.set({ cameraFree: false }); // reset the view
  if (key === '?') s.set({ shortcuts: !s.shortcuts });
  const order = ORDER_KEYS[key];
  if (order) giveKeyOrder(order);
}

/** Installs the shortcuts while the voyage's table is drawn (PastryRoom.tsx). */
export function useKeyboard(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut(e)) pressKey(e.key.toLowerCase());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
