// The card a cast shows when its link films nothing (issue 32, bug 2), big enough to read on a stream: no such voyage,
// the voyage is over (its winners and standings, in its game's words, and where its replay is), it was abandoned, the caster key is wrong, or the
// server's own words for any other refusal. No button: an OBS source has no one to click it.
import type { ReactNode } from 'react';
import { ABANDONED_WORDS } from '../../../shared/table/closeCodes';
import { gameOf } from '../games';
import { GoneStandings } from '../hud/GoneStandings';
import { replayLink } from '../replay/replayPath';
import type { CastRefusal } from './castRefusal';

/** The longest stretch of a link's code the card quotes: a bogus one of hundreds of letters is cut, with an ellipsis. */
const QUOTED_CODE_MAX = 12;

/** The card's frame: its kind for tests and styles, a kicker, a headline and what follows. */
function Card({ kind, kicker, headline, children }: { kind: CastRefusal['kind']; kicker: string; headline: string; children: ReactNode }) {
  return (
    <section className="cast-panel cast-status cast-refusal" data-cast-card={kind} role="status" aria-label="Cast status">
      <div className="cast-finale-kicker">{kicker}</div>
      <h1>{headline}</h1>
      {children}
    </section>
  );
}

/** The card for `refusal`; the code shows only where the link allows it (`?code=0` hides it). */
export function CastRefusalCard({ refusal, code, showCode }: { refusal: CastRefusal; code: string; showCode: boolean }) {
  const quoted = code.length > QUOTED_CODE_MAX ? `${code.slice(0, QUOTED_CODE_MAX)}…` : code;
  switch (refusal.kind) {
    case 'unknown':
      return (
        <Card kind="unknown" kicker="📡 Cast" headline="No such voyage">
          <p>{showCode ? `No voyage has the code ${quoted}.` : 'No voyage has the code in this link.'} Check the cast link's letters.</p>
        </Card>
      );
    case 'over': {
      const game = gameOf(refusal.summary.game);
      const table = game.words.table;
      return (
        <Card kind="over" kicker={game.title} headline={showCode ? `${table} ${quoted} is over` : `This ${table.toLowerCase()} is over`}>
          <p>{game.winners(refusal.summary)}</p>
          <GoneStandings game={game} summary={refusal.summary} className="cast-gone-standings" />
          {showCode && <p className="cast-replay-line">📼 Watch it again: {`${location.host}${replayLink(code)}`}</p>}
        </Card>
      );
    }
    case 'abandoned':
      return (
        <Card kind="abandoned" kicker="📡 Cast" headline="Nothing to film">
          <p>{ABANDONED_WORDS}</p>
        </Card>
      );
    case 'wrong-key':
      return (
        <Card kind="wrong-key" kicker="📡 Cast" headline="Wrong caster key">
          <p>{showCode ? `This link's key is not the one for ${quoted}.` : "This link's key is not this voyage's."} Copy the all-seeing cast link again from the room.</p>
        </Card>
      );
    case 'refused':
      return (
        <Card kind="refused" kicker="📡 Cast" headline="The cast could not tune in">
          <p>{refusal.words}</p>
        </Card>
      );
  }
}
