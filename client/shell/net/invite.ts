// A code before or after a join is tried: an invite link's code checked before anyone types a name, and a code that
// opened no room explained (an ended voyage shows who won; any other says so plainly). The address forgets a dead code.
import { ABANDONED_WORDS } from '../../../shared/table/closeCodes';
import { isRoomCode } from '../../../shared/table/roomCode';
import { useStore } from '../store';
import { clearRoomFromAddress } from './address';
import { fetchVoyageSummary } from './voyageSummary';

/**
 * A link's code, checked before anything is joined, whichever way the link leads in (an invite, a spectator link): true
 * for a waiting room or a voyage under way; an ended voyage shows who won, and any other code (unknown, malformed,
 * abandoned) says so at once in the lobby, the same words for every way in (issue 32).
 */
export async function linkOpensARoom(code: string): Promise<boolean> {
  const summary = isRoomCode(code) ? await fetchVoyageSummary(code) : { status: 'unknown' as const };
  if (summary.status === 'waiting' || summary.status === 'playing') return true;
  const store = useStore.getState();
  clearRoomFromAddress();
  if (summary.status === 'over') store.set({ gone: { code, summary } });
  else store.set({ lobbyNotice: summary.status === 'abandoned' ? ABANDONED_WORDS : noVoyageWords(code) });
  return false;
}

/** The longest stretch of a code words quote: a bogus one of hundreds of letters is cut, with an ellipsis (issue 32). */
const QUOTED_CODE_MAX = 12;

/** What a code that names no voyage gets told. */
function noVoyageWords(code: string): string {
  const quoted = code.length > QUOTED_CODE_MAX ? `${code.slice(0, QUOTED_CODE_MAX)}…` : code;
  return `No voyage has the code ${quoted}. Check the letters, or start a new one.`;
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
