// Loaded into the bench's table-room server with `--import` when BENCH_ALLOC_PROF names a folder: samples every allocation
// (those the collector has already freed included, which is what makes the heap churn) and writes a .heapprofile there as the
// server exits, to open in Chrome DevTools' Memory tab or sum with any cpuprofile-style tree walker.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const folder = process.env.BENCH_ALLOC_PROF;
if (folder) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.startSampling', { samplingInterval: 32 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  process.once('exit', () => {
    // The inspector answers a session on its own thread synchronously, so the profile is written before the process ends.
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(join(folder, `allocations.${process.pid}.heapprofile`), JSON.stringify(result.profile));
    });
  });
}
