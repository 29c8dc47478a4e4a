// Asks the server what became of a voyage whose code no longer opens a room (server/api/voyageSummary.ts).
import type { VoyageSummary } from '../../../shared/table/voyageSummary';

export type { VoyageSummary };

/** The summary, or unknown when the server cannot say. */
export async function fetchVoyageSummary(code: string): Promise<VoyageSummary> {
  try {
    const res = await fetch(`/api/voyages/${encodeURIComponent(code)}`);
    return (await res.json()) as VoyageSummary;
  } catch {
    return { status: 'unknown' };
  }
}
