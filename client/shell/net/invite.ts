// A code before or after a join is tried: an invite link's code checked before anyone types a name, and a code that
// opened no room explained (an ended voyage shows who won; any other says so plainly). The address forgets a dead code.
import { ABANDONED_WORDS } from '../../../shared/table/closeCodes';
import { isRoomCode } from '../../../shared/table/roomCode';
import { useStore } from '../store';
import { clearRoomFromAddress } from './address';
import { fetchVoyageSummary } from './voyageSummary';

/**
 * An invite link's code, checked before anyone types a name: a waiting room or a voyage under way asks the friend's name,
 * an ended voyage shows who won, and any other code (unknown, malformed, abandoned) says so at once in the lobby.
 */
export async function openInvite(code: string): Promise<void> {
  const summary = isRoomCode(code) ? await fetchVoyageSummary(code) : { status: 'unknown' as const };
  const store = useStore.getState();
  if (summary.status === 'waiting' || summary.status === 'playing') return store.set({ invite: code });
  clearRoomFromAddress();
  if (summary.status === 'over') return store.set({ gone: { code, summary } });
  store.set({ lobbyNotice: summary.status === 'abandoned' ? ABANDONED_WORDS : noVoyageWords(code) });
}

/** What a code that names no voyage gets told. */
function noVoyageWords(code: string): string {
  return `No voyage has the code ${code}. Check the letters, or start a new one.`;
}

/** A code that opened no room, in words (null when an ended voyage's card says it instead, without a toast). */
export async function explainMissingRoom(code: string, message: string): Promise<string | null> {
  if (/abandoned/i.test(message)) {
    clearRoomFromAddress();
    return ABANDONED_WORDS;
  }
  if (!/not found|invalid|locked|no voyage/i.test(message)) return `Could not join: ${message}`;
  clearRoomFromAddress();
  const summary = await fetchVoyageSummary(code);
  if (summary.status === 'abandoned') return ABANDONED_WORDS;
  if (summary.status === 'over') {
    useStore.getState().set({ gone: { code, summary } });
    return null;
  }
  return summary.status === 'playing' ? `Voyage ${code} is under way but full.` : noVoyageWords(code);
}
