// On page load: this tab's live room, when the address names it or the page was reloaded.
import { useStore } from '../store';
import { rememberAudience } from './audience';
import { colyseus } from './client';
import { enter, joinByCode } from './join';
import { clearReconnection, reconnection, savedName } from './session';
import { askVoyage } from './voyageSummary';
import { DEFAULT_NAME } from '../../../shared/table/names';

/** Whether this page was reloaded, rather than opened afresh (a typed address, a link, the home page). */
function reloaded(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'reload';
}

/** Whether a voyage may still have its room to reconnect to: one that ended (or never was) goes by its code instead, to its end screen or its summary. */
async function stillSailing(code: string): Promise<boolean> {
  const voyage = await askVoyage(code);
  return voyage === null || voyage.status === 'playing' || voyage.status === 'waiting';
}

/**
 * This tab's live room when the address names it, or after a reload of an address that does not (streamer mode keeps
 * the code out of it). The home page itself is the lobby, whose Your voyages offer the way back.
 */
export async function resumeTab(wanted: string | null): Promise<boolean> {
  const saved = reconnection();
  if (!saved || (wanted ?? (reloaded() ? saved.code : null)) !== saved.code) return false;
  try {
    useStore.getState().set({ spectator: saved.spectator });
    if (!(await stillSailing(saved.code))) throw new Error('ended'); // no reconnection to a room that may be gone (issue 32, bug 11)
    const joined = await (await colyseus()).reconnect(saved.token);
    if (saved.audience) rememberAudience({ code: saved.code, name: savedName() || 'Spectator' });
    enter({ room: joined, code: saved.code, audience: !!saved.audience });
    return true;
  } catch {
    clearReconnection();
    return joinByCode(saved.code, savedName() || DEFAULT_NAME, saved.spectator);
  }
}
