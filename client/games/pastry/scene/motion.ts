// Shared colours for per-frame lerps (docs/rules/ART.md palette), allocated once.
import { Color } from 'three';

/** Colours the frame loop blends between. */
export const motion = {
  skyCalm: new Color('#bfe6ff'),
  skyStorm: new Color('#4b5563'),
  white: new Color('#ffffff'),
};
