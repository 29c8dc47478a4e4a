// Merchant Voyages, as the client shell knows it: one plugin (shell/clientGame.ts), listed in games/registry.ts. Its table
// and cast load lazily, each in its own chunk with its CSS; what is here is small and eager (the lobby, the store's hooks).
import { GAME_LINES, GAME_TITLES, GAME_WORDS } from '../../../shared/table/gameList';
import { lazyCast, lazyTable, type ClientGame } from '../../shell/clientGame';
import { listed } from '../../shell/words';
import { merchantSlice } from './merchantSlice';
import { MerchantPicture } from './Picture';
import { merchantHooks } from './shellHooks';

/** Merchant Voyages' plugin. */
export const merchant: ClientGame = {
  key: 'merchant',
  title: GAME_TITLES.merchant,
  blurb: GAME_LINES.merchant,
  words: { ...GAME_WORDS.merchant, seating: 'Merchants sit in this order, and the Anchor goes to one of them at random.' }, // M1
  Picture: MerchantPicture,
  rules: '/rules.html#merchant',
  timers: ['turnMs', 'decisionMs'], // M40, M16: a turn's actions and a Voyage decision
  winners: (s) => `${listed(s.winners)} won after ${s.rounds} rounds.`, // M31, in its own words (the API counts its rounds)
  table: lazyTable(() => import('./MerchantRoom')),
  cast: lazyCast(() => import('./MerchantCast')),
  hooks: merchantHooks,
  slice: merchantSlice,
};
