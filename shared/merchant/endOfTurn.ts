// M20 to M24: End of Turn: ships sail home, Pirates are discarded, Demand refills, the Anchor passes and the Hourglass moves.
import { NUMBERS } from './numbers';
import { leftOf, type MerchantCtx, ownShip } from './state';
import { discardPirates } from './pirates';
import { refillDemand } from './demand';
import { endRound } from './endOfRound';
import { startTurn } from './turns';

/** M20: every left-facing ship sails its Speed toward home; one that arrives docks, repaired in full by its owner's Dock Hut. */
function sailHome(ctx: MerchantCtx): void {
  for (let seat = 0; seat < ctx.s.merchants.length; seat++) {
    for (let index = 0; index < ctx.s.merchants[seat].ships.length; index++) {
      if (ctx.s.merchants[seat].ships[index].at !== 'home') continue;
      const ship = ownShip(ctx, seat, index);
      const m = ctx.s.merchants[seat];
      const spacesHome = Math.max(0, ship.spacesHome! - NUMBERS.ships[index].speed);
      if (spacesHome > 0) {
        ship.spacesHome = spacesHome;
        ctx.events.push({ type: 'sailedHome', seat: m.seat, ship: index, spacesHome });
        continue;
      }
      const repaired = m.hut ? ship.damage : 0;
      ship.at = 'dock';
      ship.segment = null;
      ship.position = null;
      ship.facing = null;
      ship.spacesHome = null;
      ship.damage -= repaired;
      ctx.events.push({ type: 'docked', seat: m.seat, ship: index, repaired });
    }
  }
}

/** M20 to M24: the whole End of Turn; after turn B the End of Round follows. */
export function endTurn(ctx: MerchantCtx): void {
  const { s } = ctx;
  s.actor = null;
  s.deadline = null;
  sailHome(ctx);
  discardPirates(ctx);
  refillDemand(ctx);
  s.anchor = leftOf(s, s.anchor);
  ctx.events.push({ type: 'anchorPassed', seat: s.anchor });
  if (s.turn === 'A') {
    s.turn = 'B';
    startTurn(ctx);
  } else {
    endRound(ctx);
  }
}
