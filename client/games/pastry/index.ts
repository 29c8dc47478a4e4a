// Pastry Pirates, as the client shell knows it: one plugin (shell/clientGame.ts), listed in games/registry.ts. Its table
// and cast load lazily, each in its own chunk with its CSS; what is here is small and eager (the lobby, the store's hooks).
import { pastryAbout } from '../../../shared/pastry/about';
import { lazyCast, lazyTable, type ClientGame } from '../../shell/clientGame';
import { listed } from '../../shell/words';
import { pastrySlice } from './pastrySlice';
import { PastryPicture } from './Picture';
import { pastryHooks } from './shellHooks';

/** Pastry Pirates' plugin. */
export const pastry: ClientGame<typeof pastryAbout.key> = {
  key: pastryAbout.key,
  title: pastryAbout.title,
  blurb: pastryAbout.line,
  seats: pastryAbout.seats,
  words: { ...pastryAbout.words, seating: 'Seats, colours and flags are dealt at random when the voyage sets sail.', seatsInCrewOrder: false }, // R8
  Picture: PastryPicture,
  rules: pastryAbout.rules,
  timers: pastryAbout.timers.presets, // R50
  eventShapes: pastryAbout.eventShapes,
  actionShapes: pastryAbout.actionShapes,
  // R38, R47: who baked and won, and on which day
  standing: (f) => `🪙 ${f.gold} · 📦 ${f.crates} · 📷 ${f.photos}`, // R47's figures, as its end screen shows them
  winners: (s) => (s.winners.length ? `${listed(s.winners)} baked and won on day ${s.days}.` : `Nobody baked in time: the voyage ran out on day ${s.days}.`),
  table: lazyTable(() => import('./PastryRoom')),
  cast: lazyCast(() => import('./cast/PastryCast')),
  replay: () => import('./replayMirror').then((m) => m.replayMirror),
  takeover: () => import('./takeoverCard').then((m) => m.pastryCardOf), // issue 31: a newcomer's card
  hooks: pastryHooks,
  slice: pastrySlice,
};
