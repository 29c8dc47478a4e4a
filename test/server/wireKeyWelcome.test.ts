// A room's welcome names its game's wire shapes (shared/table/wireKey.ts), so a tab built with other shapes can tell it
// would misread the events and legal lists, and reloads (client/shell/net/staleBuild.ts). Both games, both room kinds'
// keys match what a client of the same build works out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import { wireKey } from '../../shared/table/wireKey';
import { TIMERS_OFF, leaveAll, listen, startTestServer, until, type TestServer } from './harness';

describe('the welcome names the wire shapes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('each game room welcomes with its own game wire key', async () => {
    const pastry = await server.client().create('voyage', { name: 'Anne', captains: 2, timers: TIMERS_OFF });
    const a = listen(pastry); // at once: a message with no listener yet is dropped
    const merchant = await server.client().create('voyage', { name: 'Bo', captains: 2, timers: { turnMs: 0, decisionMs: 0 }, game: 'merchant' });
    const b = listen(merchant);
    await until(() => !!a.welcome && !!b.welcome, 10_000, 'both welcomes');
    expect(a.welcome!.wire).toBe(wireKey(games.pastry));
    expect(b.welcome!.wire).toBe(wireKey(games.merchant));
    expect(wireKey(games.pastry)).not.toBe(wireKey(games.merchant));
    await leaveAll([pastry, merchant]);
  });
});
