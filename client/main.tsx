// The client's entry: fonts, styles, the games handed to the shell, and the app; a cast link (/cast/CODE) opens the cast view
// instead, /replays or /replay/CODE the replays, and /tv TV (issue 31).
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/lilita-one/400.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import './styles.css';
import { App } from './App';
import { GAMES } from './games/registry';
import { installGames } from './shell/store';
import { installHooks } from './shell/testHooks';
import { isCastPath } from './shell/cast/castParams';
import { isReplayPath } from './shell/replay/replayPath';
import { isTvPath } from './shell/tv/tvPath';

const CastApp = lazy(() => import('./shell/cast/CastApp'));
const ReplayApp = lazy(() => import('./shell/replay/ReplayApp'));
const TvApp = lazy(() => import('./shell/tv/TvApp'));

installGames(GAMES); // the one place the shell learns its games (games/registry.ts)
if (__TEST_HOOKS__) installHooks(); // only a `--mode test` build carries the hooks

createRoot(document.getElementById('root')!).render(
  isCastPath(location.pathname) ? (
    <Suspense fallback={null}>
      <CastApp />
    </Suspense>
  ) : isReplayPath(location.pathname) ? (
    <Suspense fallback={null}>
      <ReplayApp />
    </Suspense>
  ) : isTvPath(location.pathname) ? (
    <Suspense fallback={null}>
      <TvApp />
    </Suspense>
  ) : (
    <App />
  ),
);
