// What the camera follows. R37: from your own End turn until your creature dives or is photographed, it stays on your
// ship, so the creature surfaces on screen and its photograph can be taken (it followed the next captain, and on a slow
// renderer the creature was off screen); otherwise a battle close up, the captain acting, or the whole board.
import type { GameEvent, PlayerView } from '../../../../shared/pastry/index';

/** What the camera frames. */
export type CameraSubject = { kind: 'battle'; attacker: number; defender: number } | { kind: 'ship'; seat: number } | { kind: 'board' };

/** R37: your sighting is on: started by your End turn and not over yet (`now` in server time), or its creature is up in the view. */
export function ownSightingOn(view: PlayerView, events: readonly { event: GameEvent }[], now: number): boolean {
  const you = view.you;
  if (you === null) return false;
  if (view.sightings.some((x) => x.seat === you && x.until > now)) return true;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i].event;
    if (!('seat' in e) || e.seat !== you) continue;
    if (e.type === 'creatureDived' || e.type === 'photographed') return false;
    if (e.type === 'creatureSurfaced') return e.until > now;
    if (e.type === 'sightingStarted') return true;
  }
  return false;
}

/**
 * The camera's subject now: a battle (held until its coins are read) unless your sighting is on and you are not in it; your
 * ship while your sighting is on; else the captain acting, except in a bake-off, at the end, or while the dawn pulls back.
 */
export function cameraSubject(view: PlayerView, held: PlayerView | null, events: readonly { event: GameEvent }[], now: number, pullingBack: boolean): CameraSubject {
  const battle = (held ?? view).battle;
  const sighting = ownSightingOn(view, events, now);
  if (battle && (!sighting || battle.attacker === view.you || battle.defender === view.you)) return { kind: 'battle', attacker: battle.attacker, defender: battle.defender };
  if (sighting) return { kind: 'ship', seat: view.you! };
  if (view.bake || view.phase === 'over' || pullingBack || view.actor === null) return { kind: 'board' };
  return { kind: 'ship', seat: view.actor };
}
