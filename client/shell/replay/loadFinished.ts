// The replays' two requests (issue 31): a page of finished games, and one game's replay, each read into what the page shows:
// the answer, or why there is none in plain words (never a blank page).
import type { FinishedPage, Replay, ReplayUnavailable } from '../../../shared/table/replay';

/** A page of the finished list, or the words for why it could not be read. */
export type ListAnswer = { page: FinishedPage } | { error: string };

/** A replay, or why not: no such finished game (404), one this build cannot replay (410, with its stored result), or a failed request. */
export type ReplayAnswer = { replay: Replay } | { missing: string } | { unavailable: ReplayUnavailable } | { error: string };

const UNREACHABLE = 'The harbour could not be reached. Check your connection and try again.';

/** One page of finished games, newest first; `before` asks for the page after a previous one. */
export async function loadFinishedPage(before: number | null, limit = 20): Promise<ListAnswer> {
  try {
    const response = await fetch(`/api/voyages?finished=1&limit=${limit}${before === null ? '' : `&before=${before}`}`);
    if (!response.ok) return { error: `The list of finished games could not be read (${response.status}). Try again in a moment.` };
    return { page: (await response.json()) as FinishedPage };
  } catch {
    return { error: UNREACHABLE };
  }
}

/** A finished game's replay. */
export async function loadReplay(code: string): Promise<ReplayAnswer> {
  try {
    const response = await fetch(`/api/voyages/${encodeURIComponent(code)}/replay`);
    if (response.status === 410) return { unavailable: (await response.json()) as ReplayUnavailable };
    if (response.status === 404 || response.status === 400) return { missing: ((await response.json()) as { error: string }).error };
    if (!response.ok) return { error: `The replay could not be read (${response.status}). Try again in a moment.` };
    return { replay: (await response.json()) as Replay };
  } catch {
    return { error: UNREACHABLE };
  }
}
