// Which ships have a coin tray beside them now, so the YOU marker over your ship never covers a coin's face: a tray stays
// up after its event's show has ended, until its coins have been read.

const trays = new Map<number, number>();

/** Counts a tray up beside a seat's ship; the returned function takes it down. */
export function showTray(seat: number): () => void {
  trays.set(seat, (trays.get(seat) ?? 0) + 1);
  return () => {
    const left = (trays.get(seat) ?? 1) - 1;
    if (left > 0) trays.set(seat, left);
    else trays.delete(seat);
  };
}

/** Whether a coin tray stands beside this seat's ship. */
export function trayBeside(seat: number): boolean {
  return trays.has(seat);
}
