// Who sailed each seat when: a log told later (a reload, a late join, a takeover) keeps the name of whoever made each move.
import type { CaptainState } from '../../shared/index';
import type { StoryEra, StoryHand } from '../../shared/protocol';

/** One seat's hands from one point of the story on; `token` names the person (null for a bot seat). */
type Era = { at: number; seat: number; name: string; hand: StoryHand; token: string | null };

/** The hands a captain is in now: a bot seat, a bot standing in for an absent person (R51), or the person. */
export function handOf(captain: Pick<CaptainState, 'bot' | 'auto'>): StoryHand {
  if (captain.bot !== null) return 'bot';
  return captain.auto ? 'stand-in' : 'person';
}

/** The eras of a story whose oldest events may be dropped: positions count every event ever kept, `base` is the first still kept. */
export class StoryEras {
  private eras: Era[] = [];
  private base = 0;

  /** From event `at` on, the seat is in these hands (nothing is noted when they have not changed). */
  note(at: number, seat: number, name: string, hand: StoryHand, token: string | null): void {
    const last = this.latest(seat);
    if (last && last.name === name && last.hand === hand && last.token === token) return;
    if (last && last.at === at) this.eras.splice(this.eras.indexOf(last), 1); // replaced before any event was told under it
    this.eras.push({ at, seat, name, hand, token });
  }

  private latest(seat: number): Era | undefined {
    for (let i = this.eras.length - 1; i >= 0; i--) if (this.eras[i].seat === seat) return this.eras[i];
    return undefined;
  }

  /** The story's events before `base` were dropped: each seat keeps only the era it was in at `base`. */
  dropBefore(base: number): void {
    this.base = base;
    const kept = this.eras.filter((era) => era.at >= base || !this.eras.some((later) => later.seat === era.seat && later.at > era.at && later.at <= base));
    this.eras = kept.map((era) => (era.at < base ? { ...era, at: base } : era));
  }

  /** The eras as one person hears them: positions within the kept events, and which were theirs (by seat token). */
  toldTo(token: string | null): StoryEra[] {
    return this.eras.map(({ at, seat, name, hand, token: held }) => ({ at: at - this.base, seat, name, hand, mine: token !== null && held === token }));
  }
}
