// Issue 31: a replay's bar and its table's HUD name the same day at every moment, at 1x, 4x and 16x. A whole Pastry Pirates
// game is played into a store, its replay built as the server builds it, and played by the page's own player into the
// page's store (fake timers stand in for the clock): the bar's day is the one its words show, the HUD's is the view the
// HUD reads (the held one while a show plays). The bar says the game's length "in all", never "of", which the HUD keeps for
// the day limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TABLES } from '../../server/games/tables';
import { buildReplay } from '../../server/api/buildReplay';
import { VoyageStore } from '../../server/store/VoyageStore';
import type { Replay } from '../../shared/table/replay';
import type { PlayerView } from '../../shared/pastry/index';
import { replayMirror } from '../../client/games/pastry/replayMirror';
import { pastryHooks } from '../../client/games/pastry/shellHooks';
import { ReplayPlayer, useReplayUi } from '../../client/shell/replay/replayPlayer';
import { roundAt, type Speed } from '../../client/shell/replay/replayTimeline';
import { replayWhereWords } from '../../client/shell/replay/finishedWords';
import { installGames, useStore } from '../../client/shell/store';
import { GAMES } from '../../client/games/registry';
import { playStoredGame } from '../server/finishedGames';

installGames(GAMES); // the shell's games, as main.tsx hands them

/** The day the Pastry HUD shows now (useShownView.ts: the held view while a show plays, else the latest). */
function hudDay(): number {
  const s = useStore.getState() as unknown as { held: PlayerView | null; view: PlayerView | null };
  return (s.held ?? s.view)!.day;
}

describe("a replay's day, on its bar and on its HUD (issue 31)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replay-day-'));
  let replay: Replay;
  beforeAll(() => {
    const store = new VoyageStore(dataDir);
    const table = TABLES.get('pastry');
    playStoredGame(store, table, 'DAYSS', 'replay-day-1', { count: 3 });
    replay = buildReplay(table, store.load('DAYSS')!, store.finished.resultOf('DAYSS'), 0) as Replay;
    store.close();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const speed of [1, 4, 16] as Speed[]) {
    it(`agree at every moment at ${speed}x, through day changes`, () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const player = new ReplayPlayer(replay, replayMirror, pastryHooks);
      player.seek(0);
      player.setSpeed(speed);
      player.play();
      const days = new Set<number>();
      let disagreed: string[] = [];
      for (let ms = 0; ms < 30 * 60_000 && !useReplayUi.getState().ended; ms += 5) {
        vi.advanceTimersByTime(5);
        const bar = roundAt(player.ticks, useReplayUi.getState().settled);
        days.add(bar);
        if (bar !== hudDay()) disagreed.push(`at step ${useReplayUi.getState().step}: the bar says day ${bar}, the HUD day ${hudDay()}`);
      }
      player.dispose();
      expect(useReplayUi.getState().ended).toBe(true);
      expect(days.size).toBeGreaterThan(3); // it went through several days
      disagreed = disagreed.slice(0, 5);
      expect(disagreed).toEqual([]);
    });
  }

  it('the bar says where it stands and the length in all, in the game’s word', () => {
    expect(replayWhereWords('day', 2, 11)).toBe('Day 2 · 11 days in all');
    expect(replayWhereWords('round', 1, 1)).toBe('Round 1 · 1 round in all');
  });
});
