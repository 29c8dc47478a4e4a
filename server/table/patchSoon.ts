// A person's move shows at the end of the event-loop turn it arrived in: every table that moved in the turn patches then,
// and the first patch writes all their steps in one transaction (written before shown, stepPipeline.ts). But Node reads
// every socket that is ready before that end, and at a few hundred tables that was dozens of moves, each waiting for all
// the others' engine steps and views: the moves that came first waited longest for their patch. So once the first
// waiting move has waited `budgetMs`, the next one to arrive patches every waiting table there and then.

/** How long a move may wait for the end of its turn before the tables waiting are patched at once. */
export const PATCH_WAIT_MS = 4;

/** A table that patches: its room. */
export type Patchable = { broadcastPatch(): unknown; roomId: string };

/** The tables waiting for their patch, patched at the end of the turn or once the first has waited long enough; one a server, on its rooms' context. */
export class PatchQueue {
  private waiting = new Set<Patchable>();
  private since = 0; // when the first table now waiting joined

  constructor(
    private readonly budgetMs = PATCH_WAIT_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Patches `room` at the end of this turn, or now with every table waiting if the first of them has waited `budgetMs`. */
  soon(room: Patchable): void {
    if (!this.waiting.size) {
      this.since = this.now();
      setImmediate(() => this.patchAll());
    }
    this.waiting.add(room);
    if (this.now() - this.since >= this.budgetMs) this.patchAll();
  }

  /** Patches every table waiting; one room's fault stops no other (a room disposed meanwhile has no clients left to patch). */
  patchAll(): void {
    if (!this.waiting.size) return;
    const rooms = [...this.waiting];
    this.waiting.clear();
    for (const room of rooms) {
      try {
        room.broadcastPatch();
      } catch (error) {
        console.error(`[voyage ${room.roomId}] its patch threw`, error);
      }
    }
  }
}
