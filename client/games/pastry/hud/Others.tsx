// Top left: every captain's colour, flag, gold, hold, bench and state (R9 holds are public; R40 a baker's crates move to the bench),
// and the audience's cheers for each ship, big enough to read.
import { useShownView } from '../useShownView';
import { SEAT_COLOURS } from '../../../shell/scene/seatColours';
import { Chip } from './Chip';
import { HeavyTag } from './HeavyTag';
import { Flag } from '../../../shell/hud/Flag';
import { useStore } from '../../../shell/store';

/** The captains' board. */
export function Others() {
  const view = useShownView();
  const emotes = useStore((s) => s.emotes);
  if (!view) return null;
  const cheersFor = (seat: number) => emotes.filter((e) => e.cheer && e.seat === seat).slice(-3);
  return (
    <aside className="card others" aria-label="Captains">
      {view.captains.map((c) => (
        <div key={c.seat} className={`captain-row${view.actor === c.seat ? ' acting' : ''}`} style={{ borderLeftColor: SEAT_COLOURS[c.seat] }}>
          <div className="captain-name name-marks">
            <Flag seat={c.seat} />
            <span className="captain-label name-cut" title={c.name}>
              {c.name}
            </span>
            {c.seat === view.you && <span className="captain-you">(you)</span>}
            {c.bot && (
              <span className="tag" title={c.auto ? 'A bot sails for this captain until they return' : `A ${c.level ?? 'normal'} bot`}>
                {c.auto ? 'away' : `${c.level ?? ''} bot`}
              </span>
            )}
            {!c.connected && !c.bot && (
              <span className="tag" title="Disconnected">
                offline
              </span>
            )}
            {c.ovensLit && (
              <span className="tag oven" title="Ovens lit: beyond reach">
                🔥
              </span>
            )}
            {cheersFor(c.seat).length > 0 && (
              <span className="cheer-burst" title="The audience cheers this ship">
                {cheersFor(c.seat).map((e) => (
                  <span key={e.id}>{e.emoji}</span>
                ))}
              </span>
            )}
          </div>
          <div className="captain-stats">
            <span title="Gold">🪙 {c.gold}</span>
            <span title={c.heavy ? 'Heavy hold (4 or more): sails 1 square shorter' : 'Hold'}>
              📦 {c.hold.length}
              {c.heavy && <HeavyTag />}
            </span>
            {c.bench.length > 0 && (
              <span className="captain-bench" title="Crates on the bake-off bench (R40), out of the hold: they count with it in the standings">
                🧺 {c.bench.length} on bench
              </span>
            )}
            <span title="Photograph points">📷 {c.photos.reduce((a, p) => a + p.points, 0)}</span>
          </div>
          <div className="captain-hold">
            {c.hold.map((i, k) => (
              <Chip key={k} ingredient={i} />
            ))}
          </div>
          {c.recipe && c.seat !== view.you && (
            <div className="captain-recipe" title="Revealed recipe">
              🥧 {c.recipe.name}
            </div>
          )}
        </div>
      ))}
    </aside>
  );
}
