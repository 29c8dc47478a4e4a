// How a table room opens: a new lobby under a fresh code from its checked create options, or a stored voyage reopened
// after a restart under its own code, its clock going on from where its log ends, with fresh timers.
import { GameClock } from './gameClock';
import { botName } from './names';
import { botLevelFor, parseOptions, refuseTestKnobs, type CreateOptions } from './options';
import { claimFreshCode, reserveCode } from './roomCode';
import { Seating } from './Seating';
import type { AudienceLink } from './audienceLink';
import type { Door } from './door';
import type { StepPipeline } from './stepPipeline';
import type { TableCore, TableRoom } from './tableCore';
import type { WaitingRoom } from './waitingRoom';
import { Voyage } from './Voyage';
import { gameResult } from './gameResult';

/** The room as opening reaches it: it names the room's code. */
type OpeningRoom = TableRoom & { roomId: string };

/** The parts an opening room sets going. */
export type OpeningParts = { audience: AudienceLink; waiting: WaitingRoom; door: Door; steps: StepPipeline };

/** A new room from its checked create options: every slot a bot's until a person takes it; a quick-play lobby starts on its own soon. */
export async function openLobby(room: OpeningRoom, core: TableCore, parts: OpeningParts, settings: CreateOptions): Promise<void> {
  const { context } = core;
  refuseTestKnobs(settings, context.testSeeds); // a seed, a prelude or a pace is for tests alone
  core.settings = settings;
  if (settings.casterKey) core.casterKey = settings.casterKey;
  room.roomId = await claimFreshCode(room.presence, (code) => context.store.hasCode(code));
  const levels = Array.from({ length: settings.captains }, (_, i) => botLevelFor(settings.bots, i));
  core.seating = new Seating(
    levels,
    levels.map((_, i) => botName(i)),
  );
  room.state.name = settings.exhibition ? `Exhibition ${core.words.table}` : `${settings.name}'s voyage`;
  await parts.audience.open();
  if (settings.exhibition) parts.waiting.startOnItsOwnIn(0, true);
  else if (settings.quick && !settings.private) parts.waiting.startOnItsOwnIn(context.quickStartMs);
  parts.steps.showNow();
  if (settings.private) await room.setPrivate(true);
  await room.setMetadata({ name: room.state.name, captains: settings.captains, started: false });
}

/**
 * A stored voyage reopened after a restart, under the same code: its story so far is told again from its log once asked for
 * (storyKeeper.ts), and its people's seats start their countdowns to a bot (R51).
 */
export async function reopenVoyage(room: OpeningRoom, core: TableCore, parts: OpeningParts, code: string): Promise<void> {
  const { context } = core;
  const restored = Voyage.restore(context.store, code, core.game, { conclude: (state) => gameResult(core.table, state) });
  if (!restored) throw new Error(`No stored voyage ${code}.`);
  context.restoring.delete(code);
  room.roomId = code;
  await reserveCode(room.presence, code);
  const { casterKey, ...roomOptions } = restored.roomOptions as { casterKey?: string };
  core.settings = parseOptions(context.createOptions, roomOptions);
  if (casterKey) core.casterKey = casterKey;
  core.voyage = restored.voyage;
  core.gameClock = new GameClock(Date.now(), restored.clockAt);
  core.seating = Seating.fromSeats(core.game.seatsOf(restored.voyage.state), restored.seatTokens, restored.released);
  room.state.name = `${core.settings.name}'s voyage`;
  await parts.audience.open();
  room.autoDispose = false;
  if (core.settings.private) await room.setPrivate(true);
  await room.setMetadata({ name: room.state.name, captains: core.settings.captains, started: true });
  parts.door.reopenSeats();
  parts.steps.record({ kind: 'timers', now: core.now() });
}
