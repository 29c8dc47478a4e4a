// One beat for every table room of a server: every 50 ms it runs each room's clock (engine ticks, bots, the lifetime
// watch), then writes the steps they made in one SQLite transaction, then patches each room. Two intervals a room (its
// clock, its patch) cost a timer callback each at every beat, and each room's patch wrote its own steps in a transaction
// of their own: at 250 tables that was 10,000 timer callbacks a second and a transaction a step.

/** How often the beat comes: as often as Colyseus patches a room by default. */
export const BEAT_MS = 50;

/** A room on the beat: its clock's tick (timers run, steps recorded) and its patch (steps shown). */
export type BeatMember = { tick(): void; patch(): void; fail(error: unknown, during: string): void };

/** Every table room's clock and patch, on one interval that runs only while a room is on it. */
export class TableBeat {
  private members = new Set<BeatMember>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ms: number,
    private readonly flush: () => void, // written before shown: the beat's steps are stored before any patch shows one
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

  /** Every room's clock, then one write of every step they made, then every room's patch; one room's fault stops no other. */
  beat(): void {
    for (const member of this.members) run(member, 'tick');
    this.flush();
    for (const member of this.members) run(member, 'patch');
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
