// Watches for coin flips (a dock flip, broadsides) and hands them to the lazily loaded physics tray.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Vector3 } from 'three';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { useStore } from '../../../shell/store';
import { linkDown } from '../../../shell/orders';
import { useNewEvents } from '../useNewEvents';
import type { Toss } from './coins/CoinTray';

const loadTray = () => import('./coins/CoinTray');
const CoinTray = lazy(loadTray);
/** The physics chunk is fetched once the link has been up this long after the sea is up, so the first flip seldom waits on it (and the scene's own start never does). */
const PRELOAD_AFTER_MS = 4000;

/** Where the physics chunk's loading note shows: the middle of the sea. */
const SEA_MIDDLE = new Vector3(0, 0, 0);

/** A note over the sea while the physics chunk loads, so a first flip that waits on it says why. */
function PhysicsLoading() {
  usePageLabels('physics-loading-layer', [{ key: 'loading', text: 'Loading the doubloons…', className: 'physics-loading', at: SEA_MIDDLE }], { fixedSize: true });
  return null;
}

/** The coin tosses now playing. */
export function Coins() {
  const [tosses, setTosses] = useState<Toss[]>([]);
  const [wanted, setWanted] = useState(false);
  const linked = useStore((s) => !linkDown(s));
  useEffect(() => {
    if (!linked) return; // a module fetch that fails is remembered by the browser: fetched while the link is down, the tray would never load
    const timer = setTimeout(() => void loadTray().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [linked]);
  useNewEvents((event, key) => {
    const fresh: Toss[] = [];
    if (event.type === 'docked') fresh.push({ key: key * 2, seat: event.seat, coins: [event.coin], kind: 'dock' });
    if (event.type === 'broadsides') {
      fresh.push({ key: key * 2, seat: event.attacker, coins: event.attackerCoins, kind: 'battle', foe: event.defender });
      fresh.push({ key: key * 2 + 1, seat: event.defender, coins: event.defenderCoins, kind: 'battle', foe: event.attacker });
    }
    if (fresh.length) {
      setWanted(true);
      setTosses((list) => [...list, ...fresh].slice(-6));
    }
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={<PhysicsLoading />}>
      <CoinTray tosses={tosses} onDone={(key) => setTosses((list) => list.filter((t) => t.key !== key))} />
    </Suspense>
  );
}
