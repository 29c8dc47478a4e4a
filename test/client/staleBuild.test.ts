// A tab whose build reads other wire shapes than its room's reloads once for the new build, and says so rather than
// reloading for ever when a reload did not bring it (client/shell/net/staleBuild.ts; keys from shared/table/wireKey.ts).
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import { wireKey } from '../../shared/table/wireKey';
import { staleBuildAction } from '../../client/shell/net/staleBuild';

describe('a tab of another build', () => {
  it('carries on when its game reads the shapes the room sends', () => {
    expect(staleBuildAction(wireKey(games.pastry), wireKey(games.pastry), null)).toBe('fine');
  });

  it('reloads when they differ, and only warns when it has reloaded for that key already', () => {
    const older = wireKey({ ...games.pastry, eventShapes: { ...games.pastry.eventShapes, added: ['seat'] } });
    expect(older).not.toBe(wireKey(games.pastry));
    expect(staleBuildAction(wireKey(games.pastry), older, null)).toBe('reload');
    expect(staleBuildAction(wireKey(games.pastry), older, 'another deploy')).toBe('reload');
    expect(staleBuildAction(wireKey(games.pastry), older, wireKey(games.pastry))).toBe('warn');
  });

  it('tells a reordering of the same types apart, since types travel by their place in the list', () => {
    const [first, second, ...rest] = Object.entries(games.merchant.eventShapes);
    const swapped = { ...games.merchant, eventShapes: Object.fromEntries([second, first, ...rest]) };
    expect(wireKey(swapped)).not.toBe(wireKey(games.merchant));
  });
});
