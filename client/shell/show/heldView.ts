// Which view a HUD holds while a new batch of events plays (its numbers must not tell a result before its show has played).

/**
 * The view to hold from a new batch on: the one already held while an earlier show still plays (the new events queue
 * behind it, so the HUD stays where that show started), else the view from just before the new batch. A hold whose show
 * has ended is stale even if its let-go has not run yet: a replay at 4x or 16x (issue 31) sends its next step the moment
 * the last one's show ends, and keeping that hold left the HUD a step behind the replay's bar.
 */
export function heldFrom<V>(held: V | null, before: V, earlierShowPlaying: boolean): V {
  return earlierShowPlaying ? (held ?? before) : before;
}
