// What a spectator may do in the game view: cheer a ship and predict what happens next. Never touches the engine.
import { useStore } from '../store';
import { CheerBar, type CheerTargets } from './CheerBar';
import { PredictionCards } from './PredictionCards';

/** The spectator's panel (nothing for captains); each game says whom its viewers may cheer (null: nobody, now). */
export function AudiencePanel({ cheer }: { cheer: CheerTargets | null }) {
  const watching = useStore((s) => s.audience && s.seat === null);
  const baking = useStore((s) => !!s.view?.bake);
  if (!watching) return null;
  return (
    <div className={`audience-panel${baking ? ' baking' : ''}`}>
      <PredictionCards />
      {cheer && <CheerBar names={cheer.names} acting={cheer.acting} />}
    </div>
  );
}
