// What the sea is showing now, in a few words, while orders wait for it: your own sail reads as a sail, not as a lookout
// for creatures, and a battle's banner names the broadsides once its coins fly and through what follows them in the same
// show (never the bribe decision before them).
import type { GameEvent } from '../../../../shared/pastry/index';
import type { TimedEvent } from '../pastrySlice';

/** The event whose show plays at `now` (the latest started one still playing), if any. */
export function playingEvent(events: readonly TimedEvent[], now: number): GameEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const { event, at, ms } = events[i];
    if (at !== undefined && ms !== undefined && at <= now && now < at + ms) return event;
  }
  return null;
}

/** The action bar's words while the show plays. */
export function showCaption(event: GameEvent | null, names: string[], you: number | null): string {
  const name = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  switch (event?.type) {
    case 'sailed':
    case 'tookBack':
    case 'slipped':
      return event.seat === you ? '⛵ Your ship is under way…' : `⛵ ${name(event.seat)} is under way…`;
    case 'docked':
      return event.seat === you ? '🪙 Your coin is in the air…' : `🪙 ${name(event.seat)}'s coin is in the air…`;
    case 'broadsides':
      return '💥 Broadsides! The coins are in the air…';
    case 'stormBlew':
      return '⛈ The storm shoves the ships…';
    case 'dawn':
      return '🌅 A new day dawns…';
    case 'sightingStarted':
    case 'creatureSurfaced':
      return '🔭 All eyes on the sea…';
    default:
      return '⏳ Wait for it…';
  }
}

/**
 * The banner's words for a battle from the moment its coins fly until the show that holds the view from before it ends
 * (the spoils or the slip after it play on): the held view's bribe decision came before the broadsides and must not come
 * back after them. Null when no broadsides is in the show playing at `now`.
 */
export function battleBanner(events: readonly TimedEvent[], now: number, names: string[]): string | null {
  let start = Infinity; // where the uninterrupted show that reaches `now` began
  for (let i = events.length - 1; i >= 0; i--) {
    const { event, at, ms } = events[i];
    if (at === undefined || ms === undefined || at > now) continue;
    if (at + ms < Math.min(start, now)) return null; // an earlier show, already over
    start = Math.min(start, at);
    if (event.type === 'broadsides') return `Broadsides: ${names[event.attacker] ?? `Seat ${event.attacker + 1}`} and ${names[event.defender] ?? `Seat ${event.defender + 1}`}`;
  }
  return null;
}
