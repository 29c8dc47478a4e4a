// The first turn's clock waits for every seated person's board: once this client has drawn the sea with the voyage on it,
// it tells the room so (server/table/boardsUp.ts), once per room (a rematch is a room of its own).
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { useStore } from '../../../shell/store';
import { sayBoardUp } from '../../../shell/net/room';

/** Frames drawn with the voyage before the board counts as up: the first is on screen once the second begins. */
const FRAMES_BEFORE_UP = 2;

/** Says "board up" a frame after the first frame that drew this room's voyage. */
export function BoardUp() {
  const drawn = useRef({ code: null as string | null, frames: 0 });
  useFrame(() => {
    const { view, code } = useStore.getState();
    if (view === null || code === null) return;
    if (drawn.current.code !== code) drawn.current = { code, frames: 0 };
    drawn.current.frames += 1;
    if (drawn.current.frames !== FRAMES_BEFORE_UP) return;
    useStore.getState().set({ boardDrawn: code });
    sayBoardUp();
  });
  return null;
}
