// Vitest sequencer: on a clean clone Vitest knows no file's duration and starts files in name order, so the whole-voyage
// browser test (minutes) could start last. The files known to take longest go first, so the short ones fill the other workers
// beside them; once Vitest has timings of its own (a local rerun), it orders by those as usual.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest (in a clean clone's CI run), longest first: the browser ones take minutes, the node ones half of one. */
const LONG_FILES = [
  'test/e2e/voyage.e2e.test.ts',
  'test/e2e/merchantPhone.e2e.test.ts',
  'test/e2e/replay.e2e.test.ts',
  'test/e2e/merchant.e2e.test.ts',
  'test/e2e/cast.e2e.test.ts',
  'test/e2e/newcomer.e2e.test.ts',
  'test/e2e/merchantCast.e2e.test.ts',
  'test/e2e/a11y.e2e.test.ts',
  'test/e2e/catchUpReturn.e2e.test.ts',
  'test/server/audienceSecrets.test.ts',
  'test/engine/voyages.property.test.ts',
  'test/server/audienceFlood.test.ts',
  'test/server/audience.test.ts',
  'test/server/redisDown.test.ts',
  'test/server/servedSite.test.ts',
  'test/engine/voyagesMore.property.test.ts',
];

/** How early a file should start: its place in LONG_FILES, else after them. */
function rank(spec: TestSpecification): number {
  const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return at === -1 ? LONG_FILES.length : at;
}

/** Vitest's order, with the long files first within each project. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.some((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${spec.moduleId.slice(this.ctx.config.root.length + 1)}`));
    if (timed) return sorted;
    const group = (spec: TestSpecification) => `${spec.project.config.sequence.groupOrder}:${spec.project.name}`;
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => (group(a.spec) === group(b.spec) ? rank(a.spec) - rank(b.spec) || a.i - b.i : a.i - b.i))
      .map(({ spec }) => spec);
  }
}
