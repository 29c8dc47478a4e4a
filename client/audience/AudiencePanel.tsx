// What a spectator may do in the game view: cheer a ship and predict what happens next. Never touches the engine.
import { useStore } from '../store';
import { CheerBar } from './CheerBar';
import { PredictionCards } from './PredictionCards';

/** The spectator's panel (nothing for captains). */
export function AudiencePanel() {
  const watching = useStore((s) => s.audience && s.seat === null);
  const baking = useStore((s) => !!s.view?.bake);
  if (!watching) return null;
  return (
    <div className={`audience-panel${baking ? ' baking' : ''}`}>
      <PredictionCards />
      <CheerBar />
    </div>
  );
}
