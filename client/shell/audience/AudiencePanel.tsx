// What a spectator may do in the game view: cheer a ship and predict what happens next. Never touches the engine.
import { useStore } from '../store';
import { CheerBar, type CheerTargets } from './CheerBar';
import { PredictionCards } from './PredictionCards';

/**
 * The spectator's panel (nothing for captains); each game says whom its viewers may cheer (null: nobody, now), and when
 * its table fills the middle (`crowded`: Pastry Pirates' bake-off), so a phone keeps only the unanswered predictions.
 */
export function AudiencePanel({ cheer, crowded = false }: { cheer: CheerTargets | null; crowded?: boolean }) {
  const watching = useStore((s) => s.audience && s.seat === null);
  if (!watching) return null;
  return (
    <div className={`audience-panel${crowded ? ' baking' : ''}`}>
      <PredictionCards />
      {cheer && <CheerBar names={cheer.names} acting={cheer.acting} />}
    </div>
  );
}
