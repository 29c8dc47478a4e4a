// /replay/CODE (issue 31): a finished game played again at its own table, in the same 3D scene with the same animations,
// under the replay's controls; `?t=DAY` starts at that day. An unknown code, a game this build cannot replay and a failed
// request each get a card saying so; the end of the game brings its end screen, and the replay's end card on its controls.
import { Suspense, useEffect, useState } from 'react';
import type { Replay } from '../../../shared/table/replay';
import { CODE_RULE_WORDS } from '../../../shared/table/roomCode';
import { allGames, gameOf } from '../games';
import { CopyLink } from '../hud/CopyLink';
import { useStore } from '../store';
import { winnersWords } from './finishedWords';
import { loadReplay } from './loadFinished';
import { ReplayBar } from './ReplayBar';
import { ReplayPlayer, useReplayUi } from './replayPlayer';
import { REPLAYS_PATH, isReplayCode, replayLink, startDayOf } from './replayPath';
import { startStep } from './replayTimeline';

type Shown = { loading: true } | { card: { title: string; text: string } } | { replay: Replay; player: ReplayPlayer };

/** A card in the lobby's place: why there is no replay to show, and the way back to the list. */
function ReplayCard({ title, text }: { title: string; text: string }) {
  return (
    <main className="lobby">
      <section className="card lobby-card replay-card" role="alert">
        <h2>{title}</h2>
        <p>{text}</p>
        <a className="button-link" href={REPLAYS_PATH}>
          📼 All replays
        </a>
      </section>
    </main>
  );
}

/** Loads the replay and its game's mirror, and makes its player, started at `?t=DAY` (or the start) and playing. */
async function open(code: string): Promise<Shown> {
  if (!isReplayCode(code)) return { card: { title: 'No such game', text: `"${code}" is not a game's code. ${CODE_RULE_WORDS}` } };
  const answer = await loadReplay(code);
  if ('missing' in answer) return { card: { title: `No replay of ${code}`, text: answer.missing } };
  if ('unavailable' in answer) {
    const result = answer.unavailable.voyage ? ` ${winnersWords(answer.unavailable.voyage)}.` : '';
    return { card: { title: `Game ${code} cannot be replayed here`, text: `${answer.unavailable.error}${result}` } };
  }
  if ('error' in answer) return { card: { title: 'The replay could not be loaded', text: answer.error } };
  const { replay } = answer;
  if (!allGames().some((g) => g.key === replay.game)) return { card: { title: `Game ${code} cannot be replayed here`, text: `This page does not know the game it was (${replay.game}).` } };
  const game = gameOf(replay.game);
  const [kit] = await Promise.all([game.replay(), game.table.preload()]);
  const player = new ReplayPlayer(replay, kit, game.hooks);
  player.seek(startStep(player.ticks, startDayOf(location.search)));
  player.play();
  return { replay, player };
}

/** The end card, once the last step has played: who won, watch again, copy the link, and the list. */
function EndCard({ replay, player }: { replay: Replay; player: ReplayPlayer }) {
  return (
    <div className="replay-end" role="status" aria-label="End of the replay">
      <span>
        <strong>End of the replay</strong> · {replay.title} {replay.code} · {winnersWords(replay)}.
      </span>
      <div className="row">
        <button className="secondary" onClick={() => player.play()}>
          ↺ Watch again
        </button>
        <CopyLink label="Copy the replay link" url={new URL(replayLink(replay.code), location.origin).href} />
        <a className="button-link" href={REPLAYS_PATH}>
          📼 All replays
        </a>
      </div>
    </div>
  );
}

/** The page, for the code its address names. */
export function ReplayPage({ code }: { code: string }) {
  const [shown, setShown] = useState<Shown>({ loading: true });
  const ended = useReplayUi((s) => s.ended);
  const status = useStore((s) => s.room?.status ?? null);
  useEffect(() => {
    let player: ReplayPlayer | null = null;
    void open(code).then((made) => {
      if ('player' in made) player = made.player;
      setShown(made);
    });
    return () => player?.dispose();
  }, [code]);
  if ('loading' in shown) return <div className="loading">Unrolling the logbook…</div>;
  if ('card' in shown) return <ReplayCard {...shown.card} />;
  const game = gameOf(shown.replay.game);
  return (
    <>
      <main className="voyage replay" aria-label={`Replay of ${shown.replay.title} ${shown.replay.code}`}>
        <Suspense fallback={<div className="loading">Raising the sails…</div>}>{status !== null && <game.table.Room />}</Suspense>
      </main>
      <ReplayBar player={shown.player} round={game.words.round}>
        {ended && <EndCard replay={shown.replay} player={shown.player} />}
      </ReplayBar>
    </>
  );
}
