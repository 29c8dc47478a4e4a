// R37: a camera flash when you keep a photograph, and a Snap button so touch players can tap in time.
import { useState } from 'react';
import { useStore } from '../store';
import { sendAction } from '../net/connection';
import { useNewEvents } from '../useNewEvents';

/** The flash and the snap button. */
export function PhotoFlash() {
  const mine = useStore((s) => s.view?.sightings.find((x) => x.seat === s.view?.you));
  const [flash, setFlash] = useState(0);
  useNewEvents((event, key) => {
    if (event.type === 'photographed' && event.seat === useStore.getState().seat) setFlash(key);
  });
  return (
    <>
      {mine && <button className="snap" onClick={() => sendAction({ type: 'photo', sighting: mine.id })}>📷 Snap the {mine.creature}!</button>}
      {flash > 0 && <div key={flash} className="flash" onAnimationEnd={() => setFlash(0)} />}
    </>
  );
}
