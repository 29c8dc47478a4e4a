// A panel a player opened on a phone folds as their move begins, so it stands over none of the move's controls and none
// of the table they decide by (Merchant's Demand and log, opened while the others played, stood over the board and, on a
// shorter screen, over the action bar that grows as a move begins).
import { useState } from 'react';

/** What folds a panel: the move in hand (a key that changes as each of your moves begins, null while none is yours) and whether the screen is narrow enough that the panel must fold for it. */
export type FoldOnMove = { move: string | null; narrow: () => boolean };

/** A panel's open state, starting `openAtFirst`: it folds each time a new move of yours begins on a narrow screen, and the player opens and folds it at will in between. */
export function useFoldOnMove(openAtFirst: boolean, fold?: FoldOnMove): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(openAtFirst);
  const [move, setMove] = useState(fold?.move ?? null);
  const now = fold?.move ?? null;
  if (now !== move) {
    // set while rendering, so the move's first frame already shows the panel folded
    setMove(now);
    if (now !== null && open && fold?.narrow()) setOpen(false);
  }
  return [open, setOpen];
}
