// The zod-checked actions (MERCHANT_CONTRACT "Actions") and the registry (shared/games.ts): bad payloads change nothing.
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import * as pastry from '../../shared/pastry/index';
import { arrange, loaded, playActions, refused } from './fixtures';

describe('M8 M12 M14 action payloads', () => {
  it('M8 payloads that are not actions are refused as bad-action and change nothing', () => {
    const s = arrange({ anchor: 0 });
    for (const bad of [
      null,
      42,
      'pass',
      {},
      { type: 'fly' },
      { type: 'load' },
      { type: 'load', ship: 2 },
      { type: 'load', ship: 0.5 },
      { type: 'pass', extra: 1 },
      { type: 'buyLuxury', luxury: 'Gold' },
      { type: 'deliver', ship: 0 },
      { type: 'sail', route: [] },
    ]) {
      refused(s, 0, bad, 'bad-action');
    }
  });
  it('M12 M14 Voyage answers during actions, and own actions during the Voyage, are refused as wrong-phase', () => {
    refused(arrange({ anchor: 0 }), 0, { type: 'trade', ship: 0 }, 'wrong-phase');
    refused(arrange({ anchor: 0 }), 0, { type: 'deliver', ship: 0, luxury: null }, 'wrong-phase');
    const voyage = playActions(
      arrange({
        anchor: 0,
        ships: loaded([
          [1, 0],
          [0, 0],
        ]),
        deck: [0],
      }),
      { 0: [{ type: 'launch', ship: 0 }] },
    ).state;
    expect(voyage.phase).toBe('voyage');
    refused(voyage, 0, { type: 'load', ship: 1 }, 'wrong-phase');
    refused(voyage, 0, { type: 'pass' }, 'wrong-phase');
  });
  it('M1 a seat that does not exist is refused', () => {
    refused(arrange(), 7, { type: 'pass' }, 'bad-seat');
    refused(arrange(), -1, { type: 'pass' }, 'bad-seat');
  });
});

describe('M1 the games registry', () => {
  it("M1 games.pastry's contract entry points are exactly shared/pastry/index.ts's (updateSeat and restartTimers added 2026-12-02), and games.merchant plays Merchant Voyages", () => {
    expect(games.pastry).toMatchObject({
      createVoyage: pastry.createVoyage,
      applyAction: pastry.applyAction,
      tick: pastry.tick,
      viewFor: pastry.viewFor,
      legalActions: pastry.legalActions,
      updateSeat: pastry.updateSeat,
      restartTimers: pastry.restartTimers,
    });
    const s = games.merchant.createVoyage({ seed: 'reg', captains: [{ name: 'a' }, { name: 'b' }] });
    expect(games.merchant.viewFor(s, null).game).toBe('merchant');
  });
});
