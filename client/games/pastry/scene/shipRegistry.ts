// Where each ship is drawn right now, for things that follow ships (deck crates, the camera, coin trays).
import type { Object3D } from 'three';

/** Ship objects by seat, registered by Ship components. */
export const shipObjects = new Map<number, Object3D>();
