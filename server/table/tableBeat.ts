// One beat for every table room of a server: every 50 ms it runs each room's clock (engine ticks, bots, the lifetime
// watch), then writes the steps they made in one SQLite transaction, then patches each room. Two intervals a room (its
// clock, its patch) cost a timer callback each at every beat, and each room's patch wrote its own steps in a transaction
// of their own: at 250 tables that was 10,000 timer callbacks a second and a transaction a step. The rooms go a slice at a
// time, and the server reads its sockets between slices: a whole beat at once held every action that arrived meanwhile
// for as long as 250 rooms took, which was most of a move's wait for its patch.

/** How often the beat comes: as often as Colyseus patches a room by default. */
export const BEAT_MS = 50;

/** How many rooms run their clock, write and patch before the server reads its sockets again. */
export const BEAT_SLICE = 25;

/** A room on the beat: its clock's tick (timers run, steps recorded) and its patch (steps shown). */
export type BeatMember = { tick(): void; patch(): void; fail(error: unknown, during: string): void };

/** Every table room's clock and patch, on one interval that runs only while a room is on it. */
export class TableBeat {
  private members = new Set<BeatMember>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private beating = false; // a beat's later slices are still to run: the next beat waits for them

  constructor(
    private readonly ms: number,
    private readonly flush: () => void, // written before shown: a slice's steps are stored before any patch shows one
    private readonly slice = BEAT_SLICE,
  ) {}

  /** Puts a room on the beat, from its next one. */
  join(member: BeatMember): void {
    this.members.add(member);
    this.timer ??= setInterval(() => this.beat(), this.ms);
  }

  /** Takes a room off the beat; the interval stops with the last one. */
  leave(member: BeatMember): void {
    this.members.delete(member);
    if (this.members.size || !this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs the beat's first slice now and each later one after the server has read its sockets; a beat still running is not started again. */
  beat(): void {
    if (this.beating) return;
    this.beating = true;
    const rooms = [...this.members];
    const next = (from: number): void => {
      const last = from + this.slice >= rooms.length;
      try {
        this.runSlice(rooms.slice(from, from + this.slice).filter((member) => this.members.has(member))); // a room gone meanwhile is skipped
      } finally {
        if (last) this.beating = false;
        else setImmediate(next, from + this.slice);
      }
    };
    next(0);
  }

  /** A slice's clocks, then one write of every step they made, then its patches; one room's fault stops no other. */
  private runSlice(slice: BeatMember[]): void {
    for (const member of slice) run(member, 'tick');
    this.flush();
    for (const member of slice) run(member, 'patch');
  }
}

/** Runs one member's part, handing a fault to the member. */
function run(member: BeatMember, part: 'tick' | 'patch'): void {
  try {
    member[part]();
  } catch (error) {
    member.fail(error, part);
  }
}
