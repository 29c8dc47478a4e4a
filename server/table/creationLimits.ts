// How many rooms one client address may make a minute, and how many voyages one process holds open at once.
import { Refusal } from './refusal';

/** The operator's creation settings (ROOMS_PER_MINUTE, MAX_VOYAGES). */
export type CreationSettings = { roomsPerMinute: number; maxVoyages: number };

/** Production defaults: a few rooms a minute per address, 2,000 open voyages per process. */
export const DEFAULT_CREATION: CreationSettings = { roomsPerMinute: 6, maxVoyages: 2000 };

/** What a creator hears when the process holds as many voyages as it may. */
export const HARBOUR_FULL = 'The harbour is full, try again soon.';

const WINDOW_MS = 60_000;
/** Past this many remembered addresses, quiet ones are swept so the map cannot grow without bound. */
const SWEEP_AT = 10_000;

/** One process's creation budget: a sliding minute per address, and the open rooms counted against MAX_VOYAGES. */
export class CreationLimits {
  private made = new Map<string, number[]>();
  private open = new Set<object>();

  constructor(
    private settings: CreationSettings,
    private clock: () => number = Date.now,
  ) {}

  /**
   * Admits a new room or refuses it with a clear message. `address` is the creator's (null: the server itself, a rematch);
   * a reopened voyage (`restoring`) is counted but never refused. The room counts as open until `release`.
   */
  admit(room: object, address: string | null, restoring = false): void {
    if (!restoring) {
      if (this.open.size >= this.settings.maxVoyages) throw new Refusal(HARBOUR_FULL);
      if (address !== null) this.charge(address);
    }
    this.open.add(room);
  }

  /** A room is gone (disposed, or its creation failed): its place in MAX_VOYAGES is free again. */
  release(room: object): void {
    this.open.delete(room);
  }

  /** How many rooms are open now. */
  get openCount(): number {
    return this.open.size;
  }

  /** Spends one of the address's rooms this minute, or refuses. */
  private charge(address: string): void {
    const now = this.clock();
    const recent = (this.made.get(address) ?? []).filter((t) => t > now - WINDOW_MS);
    this.made.set(address, recent);
    if (recent.length >= this.settings.roomsPerMinute) {
      const wait = Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000));
      throw new Refusal(`Too many new rooms from your address (at most ${this.settings.roomsPerMinute} a minute). Try again in ${wait} s.`);
    }
    recent.push(now);
    if (this.made.size > SWEEP_AT) this.sweep(now);
  }

  /** Forgets addresses with no room made within the last minute. */
  private sweep(now: number): void {
    for (const [address, times] of this.made) if (!times.some((t) => t > now - WINDOW_MS)) this.made.delete(address);
  }
}
