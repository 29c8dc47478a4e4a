// What the notices must never cover, in page pixels: a game's scene names it (Pastry Pirates: your own ship and its YOU
// badge), the shell's toasts step around it (hud/Toasts.tsx). A playtester's "Too far this way" sat on their own ship.

/** A box on the page, in CSS pixels from the viewport's top left. */
export type ScreenBox = { left: number; top: number; right: number; bottom: number };

const sources = new Set<() => ScreenBox | null>();

/** Adds a source of a box to keep clear, read only while a notice shows; returns its removal. */
export function keepClear(source: () => ScreenBox | null): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** The boxes to keep clear now. */
export function keptClear(): ScreenBox[] {
  return [...sources].map((source) => source()).filter((box): box is ScreenBox => box !== null);
}
