// Watches for coin flips (a dock flip, broadsides) and hands them to the lazily loaded physics tray.
import { lazy, Suspense, useState } from 'react';
import { Html } from '@react-three/drei';
import { useNewEvents } from '../useNewEvents';
import type { Toss } from './coins/CoinTray';

const CoinTray = lazy(() => import('./coins/CoinTray'));

/** The coin tosses now playing. */
export function Coins() {
  const [tosses, setTosses] = useState<Toss[]>([]);
  const [wanted, setWanted] = useState(false);
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
    <Suspense fallback={<Html center className="physics-loading">Loading the doubloons…</Html>}>
      <CoinTray tosses={tosses} onDone={(key) => setTosses((list) => list.filter((t) => t.key !== key))} />
    </Suspense>
  );
}
