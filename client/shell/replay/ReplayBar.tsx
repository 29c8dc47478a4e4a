// A replay's controls (issue 31): play and pause, 1x, 4x and 16x, the previous and next day (or round), and a scrubber over
// the whole game with a tick at each day's start; space and the arrows do the same from the keyboard.
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { isShortcut } from '../hud/isShortcut';
import type { ReplayPlayer } from './replayPlayer';
import { useReplayUi } from './replayPlayer';
import { SPEEDS, replayKey, roundAt, stepAt } from './replayTimeline';
import { replayWhereWords } from './finishedWords';

/** Space, and the left and right arrows, for as long as the replay shows (before any game key sees them). */
function useReplayKeys(player: ReplayPlayer): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = replayKey(e.key);
      const onScrubber = (e.target as HTMLElement | null)?.classList?.contains('replay-scrubber');
      if (!command || (!onScrubber && !isShortcut(e))) return;
      e.preventDefault();
      e.stopPropagation();
      if (command === 'toggle') player.toggle();
      else if (command === 'previous') player.previousRound();
      else player.nextRound();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [player]);
}

/**
 * Keeps the room the bar takes at the foot of the screen (from its top down) in the page's --replay-bar-room, as it grows
 * (the end card) and as the screen turns, so the table stands above it (replay.css) and the bar covers none of its panels.
 */
function useBarRoom(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--replay-bar-room', `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top)}px`);
    const watcher = new ResizeObserver(measure);
    watcher.observe(el);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      watcher.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty('--replay-bar-room');
    };
  }, [bar]);
}

/** The bar; `round` is the word its game counts in ('day', 'round'); `children` (the end card) show above its buttons. */
export function ReplayBar({ player, round, children }: { player: ReplayPlayer; round: string; children?: ReactNode }) {
  const { step, settled, playing, speed } = useReplayUi();
  useReplayKeys(player);
  const bar = useRef<HTMLElement>(null);
  useBarRoom(bar);
  const total = player.starts[player.starts.length - 1];
  const shown = roundAt(player.ticks, settled); // the day the table's HUD shows: a step's own day once its show has played
  const where = replayWhereWords(round, shown, player.ticks.at(-1)?.round ?? 0);
  const Round = `${round.charAt(0).toUpperCase()}${round.slice(1)}`;
  return (
    <section ref={bar} className="replay-bar card" aria-label="Replay controls">
      {children}
      <div className="row replay-buttons">
        <button className="replay-play" onClick={() => player.toggle()} aria-label={playing ? 'Pause (space)' : 'Play (space)'}>
          {playing ? '⏸ Pause' : '▶ Play'}
        </button>
        <button className="secondary" onClick={() => player.previousRound()} title={`Previous ${round} (←)`} aria-label={`Previous ${round}`}>
          ⏮
        </button>
        <button className="secondary" onClick={() => player.nextRound()} title={`Next ${round} (→)`} aria-label={`Next ${round}`}>
          ⏭
        </button>
        <fieldset className="replay-speeds" aria-label="Speed">
          {SPEEDS.map((s) => (
            <button key={s} className={s === speed ? '' : 'secondary'} aria-pressed={s === speed} onClick={() => player.setSpeed(s)}>
              {s}x
            </button>
          ))}
        </fieldset>
        <span className="replay-where" aria-live="off">
          {where} · step {step} of {player.stepCount}
        </span>
      </div>
      <div className="replay-track">
        <input
          className="replay-scrubber"
          type="range"
          min={0}
          max={total}
          value={player.starts[step]}
          aria-label={`Scrub through the game (${round}s marked)`}
          aria-valuetext={`${Round} ${shown}, step ${step} of ${player.stepCount}`}
          onChange={(e) => player.seek(stepAt(player.starts, Number(e.currentTarget.value)))}
        />
        <div className="replay-ticks" aria-hidden="true">
          {player.ticks.map((t) => (
            <button key={t.step} tabIndex={-1} className="replay-tick" style={{ left: `${total ? (100 * t.ms) / total : 0}%` }} title={`${Round} ${t.round}`} onClick={() => player.seek(t.step)}>
              {(player.ticks.length <= 15 || t.round % 5 === 0) && <span>{t.round}</span>}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
