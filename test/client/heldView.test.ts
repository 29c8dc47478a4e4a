// Which view the HUD holds while a new batch of events plays (client/shell/show/heldView.ts, Pastry Pirates' showing hook):
// the hold of a show still playing is kept (the new events queue behind it); a hold whose show has already ended, though
// its let-go has not run yet, is stale: the HUD takes the view from just before the new batch (issue 31: a replay at 4x
// sends its next step the moment the last one's show ends).
import { describe, expect, it } from 'vitest';
import { heldFrom } from '../../client/shell/show/heldView';
import { pastryHooks } from '../../client/games/pastry/shellHooks';
import type { Store } from '../../client/shell/storeTypes';

const older: { day: number } = { day: 1 };
const before: { day: number } = { day: 2 };

describe('the view a HUD holds from a new batch on', () => {
  it('keeps the hold while an earlier show plays, else takes the view before the batch', () => {
    expect(heldFrom(older, before, true)).toBe(older);
    expect(heldFrom(null, before, true)).toBe(before);
    expect(heldFrom(older, before, false)).toBe(before);
  });

  it("Pastry Pirates' HUD lets a hold go whose show has ended, even before its let-go ran", () => {
    const store = (presentingUntil: number) => ({ events: [], held: older, previousView: before, presentingUntil }) as unknown as Store;
    expect(pastryHooks.showing(store(Date.now() + 5_000), [], true)).toMatchObject({ held: older }); // the earlier show still plays
    expect(pastryHooks.showing(store(Date.now() - 1), [], true)).toMatchObject({ held: before }); // it has ended
    expect(pastryHooks.showing(store(Date.now() - 1), [], false)).toMatchObject({ held: null }); // nothing to play
  });
});
