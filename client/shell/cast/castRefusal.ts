// Why a cast link films nothing (issue 32, bug 2): a refused join read into one of the cards the cast shows in its place,
// asking GET /api/voyages/CODE what became of a code no room answers for (an ended voyage's winners and standings).
import { isRoomCode } from '../../../shared/table/roomCode';
import { askVoyage, type VoyageSummary } from '../net/voyageSummary';

/** What the cast says in place of a feed; `retry` says whether trying again could ever film something. */
export type CastRefusal =
  | { kind: 'unknown' } // no voyage has the code (it may yet: a source set up before its room keeps trying)
  | { kind: 'over'; summary: Extract<VoyageSummary, { status: 'over' }> } // it ended: its winners and standings
  | { kind: 'abandoned' } // nobody came back; it will not reopen
  | { kind: 'wrong-key' } // the link's all-seeing key is not this voyage's
  | { kind: 'refused'; words: string }; // any other refusal, in the server's words

/** Whether a cast that was refused this way should keep trying to join (an ended voyage, or a wrong key, never opens). */
export const worthRetrying = (refusal: CastRefusal | null): boolean => refusal?.kind !== 'over' && refusal?.kind !== 'abandoned' && refusal?.kind !== 'wrong-key';

/**
 * Reads a refused join: a wrong caster key says so; otherwise the server's summary of the code decides (an ended or
 * abandoned voyage, or none). Null when the server could not be reached: the cast keeps tuning in.
 */
export async function castRefusal(code: string, message: string): Promise<CastRefusal | null> {
  if (/caster key/i.test(message)) return { kind: 'wrong-key' };
  const summary = isRoomCode(code) ? await askVoyage(code) : { status: 'unknown' as const };
  if (!summary) return null;
  switch (summary.status) {
    case 'unknown':
      return { kind: 'unknown' };
    case 'over':
      return { kind: 'over', summary };
    case 'abandoned':
      return { kind: 'abandoned' };
    default:
      return { kind: 'refused', words: message }; // the voyage is there, but its audience room said no
  }
}
