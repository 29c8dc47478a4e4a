// Plays a catch-up recap (issue 31) at 4x in the joiner's own table, through the replay player (shell/replay/) in its live
// mode, while the live room is held (net/liveHold.ts); at its end, or when skipped, the live table comes back as it stands,
// the events of meanwhile told to the log. Loaded only when someone catches up.
import type { Recap } from '../../../shared/table/replay';
import type { ClientGame } from '../clientGame';
import { holdLive, releaseLive } from '../net/liveHold';
import { ReplayPlayer, useReplayUi } from '../replay/replayPlayer';
import { theShow } from '../show/theShow';
import { forgetOnJoining, useStore } from '../store';

/** The speed a recap plays at. */
export const RECAP_SPEED = 4;

let playing: { player: ReplayPlayer; log: { id: number; text: string }[]; game: ClientGame; stop: () => void } | null = null;

/** Starts the recap in place of the live table. */
export async function playRecap(recap: Recap, game: ClientGame): Promise<void> {
  if (playing) return;
  const kit = await game.replay();
  const s = useStore.getState();
  holdLive(s.room, s.bits);
  const player = new ReplayPlayer(recap, kit, game.hooks, true);
  useReplayUi.setState({ step: 0, playing: false, speed: RECAP_SPEED, ended: false });
  const stop = useReplayUi.subscribe((ui) => ui.ended && endRecap());
  playing = { player, log: s.log, game, stop };
  s.set((now) => ({ catchUp: now.catchUp && { ...now.catchUp, playing: true } }));
  player.seek(0);
  player.play();
}

/** Ends the recap (played out, or skipped): the live table as it stands now, and the log with what happened meanwhile. */
export function endRecap(): void {
  if (!playing) return;
  const { player, log, game, stop } = playing;
  playing = null;
  stop();
  player.dispose();
  theShow.items.length = 0;
  const live = releaseLive();
  const s = useStore.getState();
  s.set({ ...forgetOnJoining(), log, predictions: s.predictions, revealed: s.revealed, replaying: null, catchUp: null });
  if (live.room) s.setRoom(live.room);
  if (live.bits) s.setPrivate(live.bits);
  for (const m of live.events) game.hooks.events({ ...m, events: m.events.map((e) => ({ ...e, ms: 0 })) }, useStore.getState());
}
