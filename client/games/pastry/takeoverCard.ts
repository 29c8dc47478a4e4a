// Quick play into a voyage under way (issue 31): the card a newcomer reads before their first turn, "You are now captain of
// the … ship", with its hold, gold and secret recipe, and where the bot that sailed it was heading (shared/pastry/bots/heading.ts).
import { headingOf, type Heading } from '../../../shared/pastry/bots/heading';
import type { PlayerView } from '../../../shared/pastry/types';
import type { TakeoverCard, TakeoverCardOf } from '../../shell/clientGame';
import { SEAT_COLOUR_NAMES, SEAT_FLAGS } from '../../shell/scene/seatColours';
import { counted, listed } from '../../shell/words';

/** About `days` days, in words. */
const daysWords = (days: number) => (days <= 1 ? 'about a day' : `about ${days} days`);

/** What the bot was heading for, in a sentence. */
export function headingWords(heading: Heading): string {
  switch (heading.kind) {
    case 'island':
      return `The bot was still short of ${listed(heading.missing)}, and was heading for ${heading.ingredient} Island, ${daysWords(heading.days)} away.`;
    case 'home':
      return `The hold was complete: the bot was sailing home to Tortuga to bake, ${daysWords(heading.days)} away.`;
    case 'rival':
      return `No island sells ${listed(heading.missing)} any more: the bot was after a rival who holds it.`;
    case 'none':
      return 'The ovens are lit: the bot was on its way to the bake-off.';
  }
}

/** The card for the captain of `seat`, from this seat's view (its own recipe in it); null until that view is in. */
export function pastryTakeover(view: PlayerView | null, seat: number, tookOver: string | null): TakeoverCard | null {
  const me = view?.you === seat ? view.captains[seat] : undefined;
  if (!view || !me) return null;
  const hold = me.hold.length ? `${listed(me.hold)} (${counted(me.hold.length, 'crate')})` : 'empty';
  return {
    title: `You are now captain of the ${SEAT_COLOUR_NAMES[seat]} ship`,
    lines: [
      `This voyage was already under way on day ${view.day}, so you take over ${tookOver ? `${tookOver}'s ship (a bot until now)` : "a bot's ship"}, with its ${SEAT_FLAGS[seat]} flag. The gold arrow marked YOU floats over it.`,
      `Hold: ${hold}. Gold: ${me.gold}.`,
      me.recipe ? `Your secret recipe, ${me.recipe.name}: ${listed(me.recipe.ingredients)}.` : 'Your secret recipe is on its way.',
      headingWords(headingOf(view)),
    ],
    button: 'Aye, take the helm!',
  };
}

/** The plugin's card: from Pastry's part of the store, its view with this seat's recipe. */
export const pastryCardOf: TakeoverCardOf = (store, seat, tookOver) => pastryTakeover(store.view, seat, tookOver);
