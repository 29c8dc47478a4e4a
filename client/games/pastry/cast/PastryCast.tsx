// Pastry Pirates on the cast view (/cast/CODE): the filmed sea (its own chunk, with the 3D scene) and the overlay over
// it, once the feed shows the voyage under way. The cast shell loads this lazily through its plugin (index.ts).
import { lazy, Suspense } from 'react';
import { useStore } from '../../../shell/store';
import type { CastLink } from '../../../shell/cast/castParams';
import { CastOverlay } from './CastOverlay';
import '../pastry.css';
import './pastryCast.css';

const CastCanvas = lazy(() => import('./CastCanvas').then((m) => ({ default: m.CastCanvas })));

/** The cast of a Pastry Pirates voyage, or nothing until the feed shows it under way. */
export default function PastryCast({ transparent, showCode }: CastLink) {
  const playing = useStore((s) => !!s.view);
  if (!playing) return null;
  return (
    <>
      <Suspense fallback={null}>
        <CastCanvas transparent={transparent} />
      </Suspense>
      <CastOverlay showCode={showCode} />
    </>
  );
}
