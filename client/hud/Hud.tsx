// The HUD hugs the edges: others top left, compass top right, your ship bottom left, actions bottom centre, log on the right.
import { useStore } from '../store';
import { Others } from './Others';
import { Compass } from './Compass';
import { TurnBanner } from './TurnBanner';
import { MyShip } from './MyShip';
import { ActionBar } from './ActionBar';
import { Log } from './Log';
import { BakeOff } from './BakeOff';
import { EndScreen } from './EndScreen';
import { Hints } from './Hints';
import { Corner } from './Corner';
import { PhotoFlash } from './PhotoFlash';

/** Everything drawn over the scene. */
export function Hud() {
  const over = useStore((s) => s.view?.phase === 'over');
  const baking = useStore((s) => !!s.view?.bake);
  return (
    <div className="hud">
      <Others />
      <div className="hud-top-right">
        <Corner />
        <Compass />
        <TurnBanner />
      </div>
      <MyShip />
      <Log />
      {baking && <BakeOff />}
      {!over && <ActionBar />}
      <Hints />
      <PhotoFlash />
      {over && <EndScreen />}
    </div>
  );
}
