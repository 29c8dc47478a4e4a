// The scene's detail as the player's setting asks for it (client/shell/detail.ts), for every 3D canvas: both games' and the cast's.
import { useStore } from './store';
import { detailFor, type Detail } from './detail';

/** The detail to draw at now; `filming` (a cast) never draws denser than one pixel per pixel. */
export function useDetail(filming = false): Detail {
  const setting = useStore((s) => s.settings.detail);
  return detailFor(setting, filming);
}
