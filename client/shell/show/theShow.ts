// The one event show of this page, whatever the game: the store places every step's events on it as they come
// (store.addEvents), and a game's scene reads it.
import { ShowClock } from './showClock';

/** The page's show timeline (Date.now() times). */
export const theShow = new ShowClock<{ ms: number }>(); // each game reads its own events on it (Merchant Voyages: show/showClock.ts)
