// Property tests over whole voyages, the second half (test/engine/randomVoyages.ts): a file of its own, so it runs beside
// the first half (voyages.property.test.ts) on the other core.
import { describe, it } from 'vitest';
import { checkRandomVoyages } from './randomVoyages';

describe('R19 R49 R52 random voyages (the second half)', () => {
  it('R19 R49 R52 150 more voyages of 2 to 6 captains: invariants hold, every legal action is accepted, no view leaks a secret', () => checkRandomVoyages(150), 400_000);
});
