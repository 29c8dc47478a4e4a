// The one event show of this page, whatever the game: the store places every step's events on it as they come
// (store.addEvents), and a game's scene reads it through a ShowClock (showClock.ts, in the game's own chunk).

/** One event placed on the timeline, in Date.now() milliseconds. */
export type ShowItem<E> = { id: number; event: E; start: number; end: number };

/** A timeline's items, oldest first, and the one way to add to them. */
export type Timeline<E> = { items: ShowItem<E>[]; place(event: E, start: number, end: number): void };

/** A fresh timeline, kept short: what ended long ago is history no component still reads. */
export function timeline<E>(): Timeline<E> {
  let nextId = 1;
  const line: Timeline<E> = {
    items: [],
    place(event, start, end) {
      line.items.push({ id: nextId++, event, start, end });
      if (line.items.length > 200) line.items.splice(0, line.items.length - 200);
    },
  };
  return line;
}

/** The page's show timeline; each game reads its own events on it (Merchant Voyages: games/merchant/show/useShow.ts). */
export const theShow = timeline<{ ms: number }>();
