// Whether the camera is in the bake-off close-up on Tortuga's bench (R41 to R44), where labels over the sea would loom over the bench.
import { useStore } from '../../../shell/store';

/** Whether a bake-off is on, so the scene shows the bench close-up and hides its labels over the sea. */
export function inBakeCloseUp(): boolean {
  return !!useStore.getState().view?.bake;
}
