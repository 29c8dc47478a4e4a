// The view the HUD's numbers show: the one from before the events now playing, until they have played out, then the latest.
import { useStore } from '../../shell/store';
import type { PlayerView } from '../../../shared/pastry/index';

/** The latest view, or the held one while events play (a purse changes when its coin lands, not when it is tossed). */
export function useShownView(): PlayerView | null {
  return useStore((s) => s.held ?? s.view);
}
