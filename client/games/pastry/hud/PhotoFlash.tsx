// R37: a camera flash when you keep a photograph, and a Snap button so touch players can tap in time; before the creature
// surfaces, a lookout in the button's place.
import { useEffect, useState } from 'react';
import { useStore } from '../../../shell/store';
import { sendAction } from '../pastryOrders';
import { useNewEvents } from '../useNewEvents';
import { lookoutAfter } from '../lookout';

/** A lookout never outlives a sighting that somehow never surfaced (a restart, a lost message). */
const LOOKOUT_LIMIT_MS = 15_000;

/** The flash and the snap button. */
export function PhotoFlash() {
  const mine = useStore((s) => s.view?.sightings.find((x) => x.seat === s.view?.you));
  const [flash, setFlash] = useState(0);
  const [lookout, setLookout] = useState(false);
  useNewEvents((event, key) => {
    const you = useStore.getState().seat;
    if (event.type === 'photographed' && event.seat === you) setFlash(key);
    setLookout((watching) => lookoutAfter(watching, event, you));
  });
  useEffect(() => {
    if (!lookout) return;
    const timer = setTimeout(() => setLookout(false), LOOKOUT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [lookout]);
  return (
    <>
      {!mine && lookout && (
        <div className="snap lookout" role="status">
          🔭 Keep a lookout: a creature may leap beside your ship…
        </div>
      )}
      {mine && (
        <button className="snap" onClick={() => sendAction({ type: 'photo', sighting: mine.id })}>
          📷 Snap the {mine.creature}!
        </button>
      )}
      {flash > 0 && <div key={flash} className="flash" onAnimationEnd={() => setFlash(0)} />}
    </>
  );
}
