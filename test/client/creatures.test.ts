// Every creature's click target covers its whole model on screen, and none is too small to tap.
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { CREATURE_SIZE, MIN_HIT_RADIUS, hitRadius } from '../../client/games/pastry/scene/creatureSizes';
import { creatureGeometry } from '../../client/games/pastry/scene/models/creatures';
import { existsSync, readFileSync } from 'node:fs';
import { artOf } from '../../client/games/pastry/hud/Album';

const CREATURES = ['Dolphin', 'Flying fish', 'Sea turtle', 'Humpback whale', 'Narwhal', 'Giant squid', 'Kraken'];

describe('R37 creatures can be photographed by a click', () => {
  it.each(CREATURES)('R37 the %s has a size, and its click target holds every vertex of its model', (creature) => {
    expect(CREATURE_SIZE[creature]).toBeGreaterThan(0);
    const radius = hitRadius(creature);
    expect(radius).toBeGreaterThanOrEqual(MIN_HIT_RADIUS);
    const position = creatureGeometry(creature).getAttribute('position');
    const v = new Vector3();
    let farthest = 0;
    for (let i = 0; i < position.count; i++) farthest = Math.max(farthest, v.fromBufferAttribute(position, i).length() * CREATURE_SIZE[creature]);
    expect(farthest).toBeGreaterThan(0);
    expect(radius).toBeGreaterThanOrEqual(farthest);
  });

  it.each(CREATURES)('R38 the album shows the %s with the rules page’s drawing', (creature) => {
    const file = `public${artOf(creature)}`;
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(`aria-label="${creature}"`);
  });
});
