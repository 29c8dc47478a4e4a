// What is on TV (issue 31): `GET /api/tv`, read into the channel on air, nothing yet (an exhibition is setting sail), or
// why it could not be asked.
import type { TvAnswer, TvChannel } from '../../../shared/table/tv';

/** The answer: a channel, null while an exhibition sets sail, or the words for a failed request. */
export type TvLoad = { on: TvChannel | null } | { error: string };

/** Asks the server what is on. */
export async function loadTv(): Promise<TvLoad> {
  try {
    const response = await fetch('/api/tv', { cache: 'no-store' });
    if (!response.ok) return { error: `TV could not be tuned (${response.status}). Trying again…` };
    const answer = (await response.json()) as TvAnswer;
    return { on: answer.on ?? null };
  } catch {
    return { error: 'The harbour could not be reached. Trying again…' };
  }
}
