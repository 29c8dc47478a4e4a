// Merchant Voyages, as the client shell knows it: one plugin (shell/clientGame.ts), listed in games/registry.ts. Its table
// and cast load lazily, each in its own chunk with its CSS; what is here is small and eager (the lobby, the store's hooks).
import { merchantAbout } from '../../../shared/merchant/about';
import { lazyCast, lazyTable, type ClientGame } from '../../shell/clientGame';
import { listed } from '../../shell/words';
import { merchantSlice } from './merchantSlice';
import { MerchantPicture } from './Picture';
import { merchantHooks } from './shellHooks';

/** Merchant Voyages' plugin. */
export const merchant: ClientGame<typeof merchantAbout.key> = {
  key: merchantAbout.key,
  title: merchantAbout.title,
  blurb: merchantAbout.line,
  seats: merchantAbout.seats,
  words: { ...merchantAbout.words, seating: 'Merchants sit in this order, and the Anchor goes to one of them at random.', seatsInCrewOrder: true }, // M1
  Picture: MerchantPicture,
  rules: merchantAbout.rules,
  timers: merchantAbout.timers.presets, // M40, M16: a turn's actions and a Voyage decision
  eventShapes: merchantAbout.eventShapes,
  actionShapes: merchantAbout.actionShapes,
  winners: (s) => `${listed(s.winners)} won after ${s.rounds} rounds.`, // M31, in its own words (the API counts its rounds)
  standing: (f) => `★ ${f.prestige} · 🪙 ${f.coins} · ${f.luxuries} Luxur${f.luxuries === 1 ? 'y' : 'ies'}`, // M31's figures, as its end screen shows them
  table: lazyTable(() => import('./MerchantRoom')),
  cast: lazyCast(() => import('./MerchantCast')),
  replay: () => import('./replayMirror').then((m) => m.replayMirror),
  takeover: () => import('./takeoverCard').then((m) => m.merchantCardOf), // issue 31: a newcomer's card
  hooks: merchantHooks,
  slice: merchantSlice,
};
