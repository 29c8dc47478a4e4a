// The HUD hugs the edges: others top left, compass top right, your ship bottom left, actions bottom centre, log on the right;
// on a phone, hint, ship card, bake-off bench and actions stack at the bottom so the board stays clear.
import { lazy, Suspense } from 'react';
import { useStore } from '../../../shell/store';
import { Others } from './Others';
import { Compass } from './Compass';
import { TurnBanner } from './TurnBanner';
import { MyShip } from './MyShip';
import { ActionBar } from './ActionBar';
import { Log } from '../../../shell/hud/Log';
import { Hints } from './Hints';
import { Corner } from './Corner';
import { PhotoFlash } from './PhotoFlash';
import { HelpPanel } from '../../../shell/hud/HelpPanel';
import { Shortcuts } from './Shortcuts';
import { LeaveConfirm } from '../../../shell/hud/LeaveConfirm';
import { HelmCard } from './HelmCard';
import { IslandCard } from './IslandCard';
import { EmoteBar } from '../../../shell/hud/EmoteBar';
import { AllSeeingNotice } from './AllSeeingNotice';
import { useStreamerMode } from '../../../shell/hud/streamerMode';
import { useBakeAnswer } from './useBakeAnswer';
import { BakeAnswerCard } from './BakeAnswerCard';
import { useBakedToast } from './useBakedToast';

const BakeOff = lazy(() => import('./BakeOff').then((m) => ({ default: m.BakeOff })));
/**
 * The end screen and the scrapbook, never in a voyage's first download (it ends minutes later): fetched when first shown,
 * as the bake-off is. Not prefetched: a prefetch made while the link was down failed, and a failed import can stay failed.
 */
const EndScreen = lazy(() => import('./EndScreen').then((m) => ({ default: m.EndScreen })));
const Album = lazy(() => import('./Album').then((m) => ({ default: m.Album })));

/** Everything drawn over the scene. */
export function Hud() {
  const over = useStore((s) => s.view?.phase === 'over');
  const baking = useStore((s) => !!s.view?.bake);
  const album = useStore((s) => s.album);
  const answer = useBakeAnswer(); // a naming's answer holds the bench's place before play moves on
  useStreamerMode();
  useBakedToast();
  return (
    <div className="hud">
      <Others />
      <div className="hud-top-right">
        <Corner />
        <EmoteBar />
        <Compass />
        <TurnBanner />
        <AllSeeingNotice />
      </div>
      <Log />
      <div className={`hud-bottom${baking || answer ? ' baking' : ''}`}>
        <HelmCard />
        <Hints />
        <MyShip />
        {baking || answer ? (
          // the bench and the bar share the bottom centre: stacked, the bar's "Wait for it…" stands above the bench, not over it
          <div className="bench-stack">
            {answer && <BakeAnswerCard answer={answer} />}
            {baking && !answer && !over && (
              <Suspense fallback={<div className="card bake-off">Lighting the ovens…</div>}>
                <BakeOff />
              </Suspense>
            )}
            {!over && <ActionBar />}
          </div>
        ) : (
          !over && <ActionBar />
        )}
      </div>
      <PhotoFlash />
      {album && (
        <Suspense fallback={null}>
          <Album />
        </Suspense>
      )}
      <HelpPanel />
      <Shortcuts />
      <LeaveConfirm />
      <IslandCard />
      {over && !answer && (
        // R42: the crates of the naming that ended the voyage are seen open first; the end screen never covers them
        <Suspense fallback={null}>
          <EndScreen />
        </Suspense>
      )}
    </div>
  );
}
