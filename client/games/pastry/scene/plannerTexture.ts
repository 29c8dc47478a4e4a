// The route planner's square colours, shared by the ocean (which draws them) and the planner (which paints them).
import { highlightTexture } from './seaTextures';

/** The one planner texture. */
export const plannerTexture = highlightTexture();
