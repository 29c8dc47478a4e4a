// Joining a voyage's audience room: the (possibly delayed) feed with cheers and predictions; its options are kept to join
// it again after a drop the reconnect cannot mend.
import { AUDIENCE_ROOM, type AudienceJoin } from '../../../shared/audience';
import { colyseus } from './client';
import type { Joined } from './room';

let remembered: AudienceJoin | null = null;

/** Joins the audience room of a voyage, remembering how. */
export async function openAudience(options: AudienceJoin): Promise<Joined> {
  remembered = options;
  return { room: await (await colyseus()).joinOrCreate(AUDIENCE_ROOM, options), code: options.code, audience: true };
}

/** Remembers how to join an audience room again, for a tab back from a reload (resume.ts). */
export function rememberAudience(options: AudienceJoin): void {
  remembered = options;
}

/** The audience room joined again as it was, or null when this tab never joined one. */
export function reopenAudience(): Promise<Joined> | null {
  return remembered ? openAudience(remembered) : null;
}
