// The player's system setting for reduced motion, read where a game shortens its show or calms its waves.

/** Whether the player asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
