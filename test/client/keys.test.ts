// The shortcut list says Esc closes panels: the scrapbook, the island card, help, the shortcut list and the emotes all close.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../client/shell/net/room', () => ({ sendAction: () => undefined }));
const { useStore } = await import('../../client/shell/store');
const { pressKey } = await import('../../client/games/pastry/hud/useKeyboard');

describe('Esc closes panels', () => {
  it('closes the scrapbook and every other panel over the board', () => {
    useStore.getState().set({ album: true, islandHover: 2, help: '#turn', shortcuts: true, emotesOpen: true, confirmLeave: true });
    pressKey('escape');
    const s = useStore.getState();
    expect({ album: s.album, islandHover: s.islandHover, help: s.help, shortcuts: s.shortcuts, emotesOpen: s.emotesOpen, confirmLeave: s.confirmLeave }).toEqual({
      album: false,
      islandHover: null,
      help: null,
      shortcuts: false,
      emotesOpen: false,
      confirmLeave: false,
    });
  });
});
