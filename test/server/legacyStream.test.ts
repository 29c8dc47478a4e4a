// Fair play: a voyage stored before the ChaCha20 stream (no stream marker in its setup) still replays with the stream it
// was played with, to exactly the final view it had. The fixture was made once, on the old engine, and is never regenerated.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VoyageStore, type LogEntry } from '../../server/store/VoyageStore';
import { games } from '../../shared/games';
import { replayVoyage } from '../../server/store/replay';
import { viewFor } from '../../shared/pastry/index';
import type { PlayerView, VoyageSetup } from '../../shared/pastry/index';

/** The voyage as the old server stored it. */
const fixture = JSON.parse(readFileSync(new URL('../fixtures/legacyVoyage.json', import.meta.url), 'utf8')) as {
  setup: VoyageSetup;
  log: LogEntry[];
  finalView: PlayerView;
};

describe('a voyage stored before the cipher stream', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-legacy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has no stream marker, as the old store wrote it', () => {
    expect(fixture.setup).not.toHaveProperty('stream');
  });

  it('replays from the store to its final view', () => {
    const store = new VoyageStore(dataDir);
    try {
      store.createVoyage('OLDIE', fixture.setup, {});
      fixture.log.forEach((entry, n) => store.append('OLDIE', n, entry));
      const stored = store.load('OLDIE')!;
      expect(viewFor(replayVoyage(stored.setup, stored.log, games.pastry), null)).toEqual(fixture.finalView);
    } finally {
      store.close();
    }
  });
});
