// Asks the server for a catch-up recap (issue 31): GET /api/voyages/CODE/recap, a seat's proven by its seat token in a
// header (shared/table/replay.ts), a spectator's with none.
import { SEAT_TOKEN_HEADER, type Recap } from '../../../shared/table/replay';

/** The recap, or why there is none (the server's words). */
export type RecapAnswer = { recap: Recap } | { none: string };

/** Fetches the recap of `code` for the seat whose token is `token` (null: as a spectator). */
export async function fetchRecap(code: string, token: string | null): Promise<RecapAnswer> {
  try {
    const response = await fetch(`/api/voyages/${encodeURIComponent(code)}/recap`, { headers: token ? { [SEAT_TOKEN_HEADER]: token } : {} });
    const body = (await response.json()) as Recap | { none: string } | { error: string };
    if (!response.ok) return { none: (body as { error: string }).error };
    return 'none' in body ? { none: body.none } : { recap: body as Recap }; // a game with nothing to catch up on yet answers 200 with why
  } catch {
    return { none: 'The recap could not be loaded.' };
  }
}
