// Plays a finished game's replay (issue 31) into the store the way a spectator's room does: each step's stored view goes
// through its game's own room state and mirror (showRecord, as the live room writes it) and into store.setRoom, and its
// events through the game's events hook, so the table shows and animates them as it does live. A seek starts from the
// stored view before the point and applies the steps from there, and tells the log the story up to it as a room tells a
// viewer who joins (replayStory.ts); the speeds shorten each step and its animations.
import { create } from 'zustand';
import type { PlayableReplay } from '../../../shared/table/replay';
import { applyViewPatch } from '../../../shared/table/viewPatch';
import { recordEvents, showRecord, type StepRecord, type TableFacts } from '../../../server/table/stepRecord';
import type { TableState } from '../../../server/table/TableState';
import type { ReplayMirror } from '../clientGame';
import type { ShellGameHooks } from '../gameHooks';
import type { TableJson } from '../net/tableJson';
import { theShow } from '../show/theShow';
import { forgetOnJoining, useStore } from '../store';
import { atSpeed, nextRoundStep, previousRoundStep, roundTicks, stepMs, stepStarts, type Speed, type Tick } from './replayTimeline';
import { viewAt } from './replayTimeline';
import { storyAt } from './replayStory';

/**
 * What the replay's controls show: the steps played, the steps whose show has played out (the table's HUD shows the view
 * after those: the bar's day follows it), whether it plays, at which speed, and whether it has reached the end.
 */
export type ReplayUi = { step: number; settled: number; playing: boolean; speed: Speed; ended: boolean };

/** The replay's controls' state (the player writes it; the bar reads it). */
export const useReplayUi = create<ReplayUi>(() => ({ step: 0, settled: 0, playing: false, speed: 1, ended: false }));

/** One replay on this page: its timeline, where it stands, and the table it feeds. */
export class ReplayPlayer {
  readonly starts: number[];
  readonly ticks: Tick[];
  private state: TableState;
  private view: unknown;
  private step = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private settling: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  constructor(
    private readonly replay: PlayableReplay,
    private readonly kit: ReplayMirror,
    private readonly hooks: ShellGameHooks,
    private readonly live = false, // a catch-up recap inside a joined room: its seat, spectating and connection stay as they are
  ) {
    this.starts = stepStarts(replay.steps);
    this.ticks = roundTicks(replay.seeks, this.starts);
    this.state = new kit.State();
    this.view = replay.seeks[0].view;
  }

  /** How many steps the game has. */
  get stepCount(): number {
    return this.replay.steps.length;
  }

  /** Shows the game after `step` steps (from the stored view before it), and plays on from there if it was playing. */
  seek(step: number): void {
    const target = Math.max(0, Math.min(this.stepCount, Math.round(step)));
    this.halt();
    theShow.items.length = 0; // what played before the seek is no longer on the table
    const { predictions, revealed } = useStore.getState();
    const who = this.live ? { predictions, revealed } : { code: this.replay.code, seat: null, spectator: true, audience: false, status: 'connected' as const };
    useStore.getState().set({ ...forgetOnJoining(), presentingUntil: 0, ...who, replaying: this.replay.code });
    this.state = new this.kit.State();
    this.step = target;
    this.view = viewAt(this.replay.seeks, this.replay.steps, target);
    this.show([], target === 0 ? this.replay.setup.startedAt : this.replay.steps[target - 1].now);
    // the log reads the story up to here; a recap's log is the live room's, given back at its end (catchUp/play.ts)
    if (!this.live) this.hooks.history(storyAt(this.replay.steps, this.replay.seeks, target, this.kit.hands), useStore.getState());
    useReplayUi.setState({ step: target, ended: target >= this.stepCount });
    this.settleAt(0);
    if (useReplayUi.getState().playing) this.schedule(0);
  }

  /** Plays on (from the start again once at the end). */
  play(): void {
    if (this.step >= this.stepCount) this.seek(0);
    useReplayUi.setState({ playing: true, ended: false });
    if (!this.timer) this.schedule(Math.max(0, useStore.getState().presentingUntil - Date.now())); // after the step a pause let finish
  }

  /** Pauses: the step on screen finishes its animation, and no further step comes. */
  pause(): void {
    this.halt();
    useReplayUi.setState({ playing: false });
  }

  /** Space: play or pause. */
  toggle(): void {
    if (useReplayUi.getState().playing) this.pause();
    else this.play();
  }

  /** A new speed, from the next step on. */
  setSpeed(speed: Speed): void {
    useReplayUi.setState({ speed });
  }

  /** Back to the start of the day (or round) under way, or the one before. */
  previousRound(): void {
    this.seek(previousRoundStep(this.ticks, this.step));
  }

  /** On to the next day's (or round's) start, or the end. */
  nextRound(): void {
    this.seek(nextRoundStep(this.ticks, this.step, this.stepCount));
  }

  /** Stops for good (the page is left). */
  dispose(): void {
    this.halt();
    if (this.settling) clearTimeout(this.settling);
    useReplayUi.setState({ playing: false });
  }

  private halt(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => this.advance(), ms);
  }

  /** Plays the next step: its change to the view and its events, then waits for them at the speed chosen. */
  private advance(): void {
    this.timer = null;
    if (this.step >= this.stepCount) {
      useReplayUi.setState({ playing: false, ended: true });
      return;
    }
    const step = this.replay.steps[this.step];
    this.view = applyViewPatch(this.view, step.patch);
    this.step += 1;
    this.show(step.events, step.now);
    useReplayUi.setState({ step: this.step });
    // The next step waits for this one's show, so no show queues behind another and the HUD lets each step's view go.
    const showEnds = useStore.getState().presentingUntil;
    this.settleAt(showEnds);
    this.schedule(Math.max(stepMs(step) / useReplayUi.getState().speed, showEnds - Date.now()));
  }

  /** The steps played so far count as settled once their show ends at `at` (the table's HUD lets their view go then). */
  private settleAt(at: number): void {
    if (this.settling) clearTimeout(this.settling);
    this.settling = null;
    const step = this.step;
    const settle = () => useReplayUi.setState({ settled: step });
    if (at <= Date.now()) settle();
    else this.settling = setTimeout(settle, at - Date.now());
  }

  /** Puts the view on the table's room state as the live room would, and its events on the show; `now` is the step's game time. */
  private show(events: PlayableReplay['steps'][number]['events'], now: number): void {
    const at = Date.now();
    const record: StepRecord = { at, step: this.step, wallOffset: at - now, view: this.view as StepRecord['view'], events, table: this.facts(), secrets: [] };
    showRecord(this.state, record, 0, this.kit.mirror);
    this.state.game = this.replay.game;
    useStore.getState().setRoom(this.state.toJSON() as TableJson);
    if (this.live) useStore.getState().set({ legal: [] }); // the live seat's bits never offer an order during a recap
    if (events.length === 0) return;
    const shown = atSpeed(recordEvents(record, 0), useReplayUi.getState().speed);
    this.hooks.events({ seq: ++this.seq, serverNow: at, events: shown }, useStore.getState());
  }

  private facts(): TableFacts {
    return { code: this.replay.code, name: this.replay.title, lobby: [], rematch: null, waitingReady: null, startsAt: null, allSeeing: 0 };
  }
}
