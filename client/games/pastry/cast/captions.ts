// The lower third's words: each event in the log's plain words (as a spectator reads them), with a short kicker.
import type { GameEvent } from '../../../../shared/pastry/index';
import { eventLine } from '../hud/words';
import type { Caption } from '../../../shell/cast/LowerThirdQueue';

const KICKERS: Partial<Record<GameEvent['type'], string>> = {
  dawn: 'Dawn',
  stormBlew: 'Storm!',
  sailed: 'Under sail',
  tookBack: 'Under sail',
  docked: 'Docked',
  bought: 'Market',
  ovensLit: 'Ovens lit',
  battleStarted: 'Battle!',
  bribeOffered: 'Battle!',
  bribeAnswered: 'Battle!',
  broadsides: 'Broadsides',
  slipped: 'Battle!',
  spoilsTaken: 'Spoils',
  creatureSurfaced: 'Sighting',
  photographed: 'Snap!',
  shuffle: 'Bake-off',
  rewatch: 'Bake-off',
  named: 'Bake-off',
  baked: 'Baked!',
  timeout: 'Time',
  handedToBot: 'Crew',
  voyageOver: 'Final',
};

/** The captain an event is about, if any. */
function seatOf(e: GameEvent): number | null {
  if ('seat' in e && typeof e.seat === 'number') return e.seat;
  if (e.type === 'battleStarted' || e.type === 'bribeOffered' || e.type === 'bribeAnswered') return e.attacker;
  if (e.type === 'broadsides') return e.winner ?? e.attacker;
  if (e.type === 'spoilsTaken') return e.winner;
  if (e.type === 'voyageOver') return e.result.winners[0] ?? null;
  return null;
}

/** The caption for an event, or null for events the log does not tell (a creature surfacing is told to the audience too). */
export function captionFor(e: GameEvent, names: string[]): Caption | null {
  const text = e.type === 'creatureSurfaced' ? `A ${e.creature} surfaces beside ${names[e.seat] ?? `Seat ${e.seat + 1}`}'s ship!` : eventLine(e, names, null);
  if (text === null) return null;
  return { text, kicker: KICKERS[e.type] ?? 'Voyage', seat: seatOf(e) };
}
