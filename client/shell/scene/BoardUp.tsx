// The first turn's clock waits for every seated person's board: once this client has drawn the table with the game on it,
// it tells the room so (server/table/boardsUp.ts), once per room (a rematch is a room of its own). The catch-up offer
// waits for it too (shell/catchUp/offer.ts), so it never comes up over a blank canvas.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { useStore } from '../store';
import type { Store } from '../storeTypes';
import { sayBoardUp } from '../net/room';

/** Frames drawn with the voyage before the board counts as up: the first is on screen once the second begins. */
const FRAMES_BEFORE_UP = 2;

/**
 * Says "board up" a frame after the first frame that drew this room's game, counted in the canvas's own frames (a page's
 * animation frames may pass before a loaded machine's canvas draws at all). `drawsGame`: whether the scene has the game
 * on it yet, when it may be drawn without it.
 */
export function BoardUp({ drawsGame }: { drawsGame?: (s: Store) => boolean }) {
  const drawn = useRef({ code: null as string | null, frames: 0 });
  useFrame(() => {
    const s = useStore.getState();
    const code = s.code;
    if (code === null || (drawsGame && !drawsGame(s))) return;
    if (drawn.current.code !== code) drawn.current = { code, frames: 0 };
    drawn.current.frames += 1;
    if (drawn.current.frames !== FRAMES_BEFORE_UP) return;
    useStore.getState().set({ boardDrawn: code });
    sayBoardUp();
  });
  return null;
}
