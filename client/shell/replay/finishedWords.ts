// A finished game in the replays list's words (issue 31), pure: its seat's flag (a bot's level or a person), its winners and
// its length in the game's own word (days, rounds), and where its replay stands.
import type { FinishedSeat, FinishedVoyage } from '../../../shared/table/replay';
import { listed } from '../words';

/** A seat's flag: who sailed it at the end, a bot at its level or a person. */
export function seatFlag(seat: FinishedSeat): string {
  return seat.bot ? `🤖 ${seat.bot} bot` : '👤 person';
}

/** Who won, by name; a game nobody won says so. */
export function winnersWords(voyage: Pick<FinishedVoyage, 'seats' | 'winners'>): string {
  const names = voyage.winners.map((seat) => voyage.seats[seat]?.name ?? `seat ${seat + 1}`);
  return names.length ? `${listed(names)} won` : 'Nobody won';
}

/** How long it ran, in the word its game counts in ('day' gives "12 days"); null when it was not stored. */
export function lengthWords(voyage: FinishedVoyage, round: string): string | null {
  const length = (voyage as Record<string, unknown>)[`${round}s`];
  return typeof length === 'number' ? `${length} ${round}${length === 1 ? '' : 's'}` : null;
}

/** When it finished, in the viewer's own date words. */
export function finishedWhen(finishedAt: number): string {
  return new Date(finishedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Where a replay stands, in the bar's words: the day (or round) on the table, and how many the game ran in all ("Day 2 ·
 * 11 days in all"), never "of": the HUD beside it says "Day 2 of 40" for the game's own limit, a rule, not this game's length.
 */
export function replayWhereWords(round: string, shown: number, total: number): string {
  return `${round.charAt(0).toUpperCase()}${round.slice(1)} ${shown} · ${total} ${round}${total === 1 ? '' : 's'} in all`;
}
