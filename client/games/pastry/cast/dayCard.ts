// The cast's day card follows the dawn as it plays: while the HUD's numbers hold the view from before the events now
// playing, a dawn (and the storm that blows before it, R10) already shows once its show has begun. So the "Storm!" lower
// third, which comes when the storm's show ends, never sits under a card that still says "Storm tomorrow".
import type { Dir, PlayerView } from '../../../../shared/pastry/index';
import type { TimedEvent } from '../pastrySlice';

/** What the day card shows: the day and its wind (R11 to R13). */
export type DayCard = { day: number; wind: PlayerView['wind'] };

/** The card at local time `now`: the shown view's day, moved on by each newer dawn whose show has begun. */
export function dayCardAt(shown: PlayerView, events: readonly TimedEvent[], now: number): DayCard {
  let card: DayCard = { day: shown.day, wind: shown.wind };
  let blowing: Dir | null = null; // a storm whose show has begun, ahead of its dawn
  events.forEach(({ event, at }, i) => {
    if (at === undefined || at > now) return;
    const next = events[i + 1]?.event;
    if (event.type === 'stormBlew' && next?.type === 'dawn' && next.day > card.day) {
      blowing = event.dir;
      card = { ...card, wind: { ...card.wind, stormWarning: false, storm: event.dir } };
    } else if (event.type === 'dawn' && event.day > card.day) {
      card = { day: event.day, wind: { today: event.wind, tomorrow: event.tomorrow, stormWarning: event.stormWarning, storm: blowing } };
      blowing = null;
    }
  });
  return card;
}
