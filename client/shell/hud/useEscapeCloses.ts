// Esc closes the shell's own panels over any game's table (the rules, the leave question, the emotes), as the shortcut
// list promises; a game's keys close its own panels besides (Pastry Pirates: games/pastry/hud/useKeyboard.ts).
import { useEffect } from 'react';
import { useStore } from '../store';
import type { Store } from '../storeTypes';
import { isShortcut } from './isShortcut';

/** The shell's panels that Esc closes, whatever the game. */
export const SHELL_CLOSED_BY_ESC: Partial<Store> = { help: null, confirmLeave: false, emotesOpen: false };

/** Installs Esc for the shell's panels while the app runs. */
export function useEscapeCloses(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'escape' && isShortcut(e)) useStore.getState().set(SHELL_CLOSED_BY_ESC);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
