// Pastry Pirates' table in the shell: its 3D sea (its own chunk, fetched once the voyage is under way), the HUD over it,
// a viewer's cheers and predictions, and its keys and sounds. Loaded lazily through its plugin (index.ts), so the
// lobby and Merchant Voyages' table never download it.
import { lazy, Suspense } from 'react';
import { Hud } from './hud/Hud';
import { PastryAudiencePanel } from './hud/PastryAudiencePanel';
import { useKeyboard } from './hud/useKeyboard';
import { useSounds } from './useSounds';
import './pastry.css';

const GameCanvas = lazy(() => import('./scene/GameCanvas').then((m) => ({ default: m.GameCanvas })));

/** The voyage: the sea, the HUD over it and the audience panel, with the game's shortcuts and event sounds. */
export default function PastryRoom() {
  useKeyboard();
  useSounds();
  return (
    <>
      <Suspense fallback={<div className="loading">Raising the sails…</div>}>
        <GameCanvas />
      </Suspense>
      <Hud />
      <PastryAudiencePanel />
    </>
  );
}
