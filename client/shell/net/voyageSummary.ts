// Asks the server what became of a voyage whose code no longer opens a room (server/api/voyageSummary.ts).
import type { VoyageSummary } from '../../../shared/table/voyageSummary';

export type { VoyageSummary };

/** The summary, or null when the server could not be reached (down, restarting: a dropped link tries again). */
export async function askVoyage(code: string): Promise<VoyageSummary | null> {
  try {
    const res = await fetch(`/api/voyages/${encodeURIComponent(code)}`, { cache: 'no-store' });
    if (res.status === 400) return { status: 'unknown' }; // not a room code at all
    if (!res.ok) return null; // a proxy's 502 while the server restarts is no answer
    return (await res.json()) as VoyageSummary;
  } catch {
    return null;
  }
}

/** The summary, or unknown when the server cannot say. */
export async function fetchVoyageSummary(code: string): Promise<VoyageSummary> {
  return (await askVoyage(code)) ?? { status: 'unknown' };
}
