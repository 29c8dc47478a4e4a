// R37: a camera flash when you keep a photograph, and a Snap button so touch players can tap in time.
import { useEffect, useState } from 'react';
import { useStore } from '../store';
import { sendAction } from '../net/connection';

/** The flash and the snap button. */
export function PhotoFlash() {
  const mine = useStore((s) => s.view?.sightings.find((x) => x.seat === s.view?.you));
  const events = useStore((s) => s.events);
  const [flash, setFlash] = useState(0);
  useEffect(() => {
    const last = events[events.length - 1];
    if (last?.event.type === 'photographed' && last.event.seat === useStore.getState().seat) setFlash(last.key);
  }, [events]);
  return (
    <>
      {mine && <button className="snap" onClick={() => sendAction({ type: 'photo', sighting: mine.id })}>📷 Snap the {mine.creature}!</button>}
      {flash > 0 && <div key={flash} className="flash" onAnimationEnd={() => setFlash(0)} />}
    </>
  );
}
