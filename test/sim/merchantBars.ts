// "Every option matters": the options a simulated bot can be barred from, each as a filter on its legal list
// (MERCHANT_CONTRACT "Bots": a caller may offer a bot a shorter list than legalActions returns).
import type { MerchantAction, MerchantPlayerView } from '../../shared/merchant/index';

/** One option a bot can be barred from: its name on the command line, its words in the table, and the actions it removes. */
export type Bar = { name: string; words: string; removes: (action: MerchantAction, view: MerchantPlayerView) => boolean };

/** The ship an own action uses, if any. */
const shipOf = (a: MerchantAction): number | null => ('ship' in a ? a.ship : null);

/** Every option of the table, in its order; a purchase is one whose bar must leave the bot at least 15 %. */
export const BARS: readonly (Bar & { purchase: boolean })[] = [
  { name: 'load2', words: 'Load beyond 1 Cargo', purchase: true, removes: (a, v) => a.type === 'load' && v.merchants[v.you!].ships[a.ship].cargo >= 1 },
  { name: 'arm', words: 'Arm', purchase: true, removes: (a) => a.type === 'arm' },
  { name: 'repair', words: 'Repair', purchase: true, removes: (a) => a.type === 'repair' },
  { name: 'buyLuxury', words: 'Buy Luxury', purchase: true, removes: (a) => a.type === 'buyLuxury' },
  { name: 'hut', words: 'the Dock Hut', purchase: true, removes: (a) => a.type === 'buildHut' },
  { name: 'sloop', words: 'the Sloop', purchase: true, removes: (a, v) => v.phase === 'actions' && shipOf(a) === 0 },
  { name: 'continue', words: 'continuing', purchase: false, removes: (a) => a.type === 'continue' },
  { name: 'deliver', words: 'delivering Luxuries', purchase: false, removes: (a) => a.type === 'deliver' && a.luxury !== null },
];

/** The legal list a barred bot is offered: without the barred actions, and never empty (pass, trade or no delivery always stays). */
export function offered(legal: MerchantAction[], view: MerchantPlayerView, bar: Bar | null): MerchantAction[] {
  if (!bar) return legal;
  const kept = legal.filter((a) => !bar.removes(a, view));
  return kept.length > 0 ? kept : legal;
}

/** A bar by its command-line name; throws on an unknown one. */
export function barNamed(name: string): Bar & { purchase: boolean } {
  const bar = BARS.find((b) => b.name === name);
  if (!bar) throw new Error(`unknown --bar ${name}: use all or one of ${BARS.map((b) => b.name).join(', ')}`);
  return bar;
}
