// The bot driver: bots act once the last events have played out, after a short, natural thinking pause, from their own
// seat's view and legal actions alone; bot seats also make the moves their game prompts beside the turns (R37's photographs).
import type { Clock, Delayed } from '@colyseus/core';
import type { TableView } from '../../shared/table/gameModule';
import type { BotLevel } from '../../shared/table/step';
import { botDecision, botSeed } from './botSeed';
import type { TableCore } from './tableCore';
import type { LogEntry } from '../store/VoyageStore';

/** An action as the log records it. */
type BotAction = Extract<LogEntry, { kind: 'action' }>['action'];

/** What the driver reads of the table. */
export type BotTable = Pick<TableCore, 'voyage' | 'game' | 'table' | 'settings' | 'gameClock' | 'botHolds' | 'seatFacts'>;

/** One table's bots: at most one turn move waiting at a time, and any side moves their game prompts. */
export class BotDriver {
  private timer: Delayed | null = null;
  private preparing = false;

  constructor(
    private core: BotTable,
    private clock: Pick<Clock, 'setTimeout'>,
    private act: (seat: number, action: BotAction) => void, // records the bot's action as a step
  ) {}

  /** After a step: the seat a bot holds acts once the shows end (and, for a game that says so, once a show it must watch is over). */
  schedule(view: TableView, events: readonly { type: string }[]): void {
    this.timer?.clear();
    this.timer = null;
    const { table, gameClock, settings, voyage } = this.core;
    for (const e of events) {
      const prompted = table.sideMove?.prompt(e);
      if (prompted && this.core.botHolds(prompted.seat)) this.clock.setTimeout(() => this.sideMove(prompted.seat, prompted.point), this.thinkingMs() / 3);
    }
    if (view.actor === null || !this.core.botHolds(view.actor)) return;
    const wallNow = Date.now();
    let wait = Math.max(0, gameClock.presentationEnds() - wallNow) + this.thinkingMs();
    const showEnds = table.botWaitsUntil?.(view) ?? null;
    if (showEnds !== null && settings.pace > 0) wait = Math.max(wait, gameClock.wallAt(showEnds, wallNow) - wallNow);
    const seat = view.actor;
    const step = voyage!.stepCount;
    this.prepare(view);
    this.timer = this.clock.setTimeout(() => {
      if (this.core.voyage?.stepCount === step) this.move(seat);
    }, wait);
  }

  /** Runs the game's bot preparation a slice an event-loop turn, other tables' messages between, while the bot thinks. */
  private prepare(view: TableView): void {
    const slice = this.core.game.botPrepare;
    if (!slice || this.preparing) return;
    this.preparing = true;
    const next = () => {
      if (this.core.voyage && !this.core.game.isOver(this.core.voyage.state) && slice(view)) setImmediate(next);
      else this.preparing = false;
    };
    setImmediate(next);
  }

  /** One bot decision for a seat, from that seat's view and legal actions only. */
  private move(seat: number): void {
    const { voyage, game } = this.core;
    if (!voyage || game.isOver(voyage.state) || !this.core.botHolds(seat)) return;
    const action = botDecision(game, voyage.state, seat, this.core.seatFacts(seat).bot ?? 'normal');
    if (action) this.act(seat, action);
  }

  /** A bot seat's move beside its turns, once, as its game prompts it (Pastry Pirates: photographing its creature, R37). */
  private sideMove(seat: number, point: string): void {
    const { voyage, game, table } = this.core;
    if (!voyage || game.isOver(voyage.state) || !this.core.botHolds(seat) || !table.sideMove) return;
    const level: BotLevel = this.core.seatFacts(seat).bot ?? 'normal';
    const view = game.viewFor(voyage.state, seat);
    const move = table.sideMove.decide(view, game.legalActions(voyage.state, seat), level, botSeed(voyage.state.seed, seat, point));
    if (move) this.act(seat, move);
  }

  /** A bot's thinking pause, scaled by the room's pace. */
  private thinkingMs(): number {
    return this.core.settings.pace > 0 ? Math.round((350 + Math.random() * 550) * this.core.settings.pace) : 0;
  }
}
