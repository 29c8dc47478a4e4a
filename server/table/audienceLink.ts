// The table's side of its audience: the cast feed to the audience room (its head counts and cheers coming back, every
// player told when an all-seeing caster arrives), and the players' emotes, shown over their ships here and, as late as
// everything else, to the audience.
import type { Client } from '@colyseus/core';
import { EMOTES } from '../../shared/table/emotes';
import { TO_CLIENT } from '../../shared/table/messages';
import type { AllSeeingMessage, CheerMessage, EmoteMessage } from '../../shared/table/payloads';
import { emoteSchema } from '../../shared/table/protocol';
import { CastLink, type AudienceNote } from './castLink';
import { TokenBucket } from '../../shared/table/tokenBucket';
import { refuse } from './replies';
import type { StepPipeline } from './stepPipeline';
import type { TableCore } from './tableCore';

/** A player's emotes: a short burst, then about one a second. */
const EMOTE_LIMITS = { perSecond: 1, burst: 3, abuseDrops: 1_000_000, abuseWindowMs: 10_000 };

/** One table's audience link and emotes. */
export class AudienceLink {
  private emoteBuckets = new Map<string, TokenBucket>(); // a gentler limit of its own, so emotes never crowd out orders

  constructor(
    private core: TableCore,
    private steps: StepPipeline,
    private countWatchers: () => void,
  ) {}

  /** Registers this voyage's cast settings and listens for its audience room. */
  async open(): Promise<void> {
    const { core } = this;
    core.room.state.castDelay = core.settings.castDelay;
    core.cast = new CastLink(
      core.room.presence,
      core.room.roomId,
      { castDelay: core.settings.castDelay, casterKey: core.casterKey, game: core.game.key },
      (note) => this.hear(note),
      () => this.steps.story.story().toldTo(null),
      () => core.context.store.bookOf(core.room.roomId),
    );
    await core.cast.open();
  }

  /** A player's quick emote from the fixed set, shown over their ship to everyone; at most about one a second. */
  emote(client: Client, payload: unknown): void {
    const { core } = this;
    const seat = core.slotOf(client);
    if (seat < 0 || !core.voyage) return refuse(client, 'not-seated', `Only the ${core.words.players} of a ${core.words.table} under way send emotes.`);
    const parsed = emoteSchema.safeParse(payload);
    if (!parsed.success) return refuse(client, 'bad-emote', `Emotes are one of ${EMOTES.join(' ')}.`);
    let bucket = this.emoteBuckets.get(client.sessionId);
    if (!bucket) this.emoteBuckets.set(client.sessionId, (bucket = new TokenBucket(Date.now(), EMOTE_LIMITS)));
    if (bucket.take(Date.now()) !== 'pass') return refuse(client, 'rate-limited', 'One emote at a time, please.');
    const message: EmoteMessage = { seat, emoji: parsed.data.emoji };
    core.room.broadcast(TO_CLIENT.emote, message);
    core.cast?.emote({ at: Date.now(), seat, emoji: parsed.data.emoji });
  }

  /** A client is gone: its emote budget with it. */
  forget(session: string): void {
    this.emoteBuckets.delete(session);
  }

  /** The audience room's head count, cheers and prediction book. Every player is told when an all-seeing caster arrives. */
  private hear(note: AudienceNote): void {
    const { core } = this;
    if (note.type === 'book') return core.context.store.keepBook(core.room.roomId, note.from, note.entries);
    if (note.type === 'cheer') {
      const cheer: CheerMessage = { seat: note.seat, emoji: note.emoji };
      return core.room.broadcast(TO_CLIENT.cheer, cheer);
    }
    if (note.type !== 'count') return;
    const joined = note.allSeeing > core.audience.allSeeing;
    const changed = note.allSeeing !== core.audience.allSeeing;
    core.audience = { watching: note.watching, allSeeing: note.allSeeing };
    this.countWatchers();
    if (!changed) return;
    const allSeeing: AllSeeingMessage = { count: note.allSeeing, joined };
    core.room.broadcast(TO_CLIENT.allSeeing, allSeeing);
    this.steps.showNow();
  }
}
