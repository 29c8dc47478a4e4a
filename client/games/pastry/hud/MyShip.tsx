// Bottom left: your purse, hold (with the heavy marker) and your recipe, ticked off as you gather it, with what the sea's
// gold stars mean (they mark the islands selling what you still need); how far the wind carries you, until your ovens are lit
// (a captain who bakes sails no more).
import { useShownView } from '../useShownView';
import { useStore } from '../../../shell/store';
import { Chip } from './Chip';
import { HeavyTag } from './HeavyTag';
import { SECRET_TITLE } from '../../../shell/hud/streamerMode';

/** Your ship's card; spectators see nothing here. */
export function MyShip() {
  const view = useShownView();
  const streamer = useStore((s) => s.settings.streamer);
  if (!view || view.you === null) return null;
  const me = view.captains[view.you];
  const held = new Set([...me.hold, ...me.bench]);
  return (
    <section className="card my-ship" aria-label="Your ship">
      <div className="purse" title="Your gold">
        🪙 <strong>{me.gold}</strong> gold
      </div>
      <div className="hold" title={me.heavy ? 'Heavy: 4 or more ingredients. Your ship sails 1 square shorter (3, or 1 upwind).' : 'Your hold'}>
        📦 Hold ({me.hold.length}){me.heavy && <HeavyTag />}{' '}
        {me.hold.map((i, k) => (
          <Chip key={k} ingredient={i} />
        ))}
        {!me.ovensLit && (
          <span className="allowance" title="How far the wind carries you today">
            ⛵ {me.allowance.full} · {me.allowance.upwind} upwind
          </span>
        )}
      </div>
      {me.recipe && (
        <div className="recipe secret" title={`Your secret recipe: collect all four, then dock at a Tortuga berth${streamer ? ` (${SECRET_TITLE.toLowerCase()})` : ''}`}>
          🥧 <strong>{me.recipe.name}</strong>
          <ol>
            {me.recipe.ingredients.map((i) => (
              <li key={i}>
                <Chip ingredient={i} dim={!held.has(i)} />
                {held.has(i) ? ' ✓' : ''}
              </li>
            ))}
          </ol>
          {!streamer && me.recipe.ingredients.some((i) => !held.has(i)) && <div className="recipe-legend">★ over an island: it sells one you still need</div>}
        </div>
      )}
    </section>
  );
}
