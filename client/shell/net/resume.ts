// On page load: this tab's live room, when the address names it or the page was reloaded.
import { useStore } from '../store';
import { rememberAudience } from './audience';
import { colyseus } from './client';
import { enter, joinByCode } from './join';
import { clearReconnection, reconnection, savedName } from './session';
import { DEFAULT_NAME } from '../../../shared/table/names';

/** Whether this page was reloaded, rather than opened afresh (a typed address, a link, the home page). */
function reloaded(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'reload';
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
    const joined = await colyseus().reconnect(saved.token);
    if (saved.audience) rememberAudience({ code: saved.code, name: savedName() || 'Spectator' });
    enter({ room: joined, code: saved.code, audience: !!saved.audience });
    return true;
  } catch {
    clearReconnection();
    return joinByCode(saved.code, savedName() || DEFAULT_NAME, saved.spectator);
  }
}
