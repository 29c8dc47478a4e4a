// /replays (issue 31): the finished games, newest first, each with its game, date, seats and their flags, winner and length,
// linked to its replay; "Older games" pages on with `before`. An empty list and a failed request are said plainly.
import { useCallback, useEffect, useState } from 'react';
import type { FinishedVoyage } from '../../../shared/table/replay';
import { gameOf } from '../games';
import { Flag } from '../hud/Flag';
import { finishedWhen, lengthWords, seatFlag, winnersWords } from './finishedWords';
import { loadFinishedPage } from './loadFinished';
import { replayLink } from './replayPath';

/** One finished game's row. */
function FinishedRow({ voyage }: { voyage: FinishedVoyage }) {
  const game = gameOf(voyage.game);
  const length = lengthWords(voyage, game.words.round);
  return (
    <li className="finished-game" data-code={voyage.code}>
      <a className="finished-link" href={replayLink(voyage.code)}>
        <strong>
          {voyage.title} · {voyage.code}
        </strong>
        <span className="hint">
          {finishedWhen(voyage.finishedAt)}
          {length && ` · ${length}`}
        </span>
      </a>
      <ul className="finished-seats" aria-label="Seats">
        {voyage.seats.map((seat, i) => (
          <li key={`${i}-${seat.name}`}>
            <Flag seat={i} /> {seat.name} <span className="hint">{seatFlag(seat)}</span>
            {voyage.winners.includes(i) && ' 🏆'}
          </li>
        ))}
      </ul>
      <p className="finished-winners">{winnersWords(voyage)}.</p>
    </li>
  );
}

/** The page. */
export function ReplaysPage() {
  const [voyages, setVoyages] = useState<FinishedVoyage[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const load = useCallback(async (before: number | null) => {
    setState('loading');
    const answer = await loadFinishedPage(before);
    if ('error' in answer) {
      setError(answer.error);
      setState('error');
      return;
    }
    setVoyages((shown) => (before === null ? answer.page.voyages : [...shown, ...answer.page.voyages]));
    setNext(answer.page.next);
    setState('ready');
  }, []);
  useEffect(() => void load(null), [load]);
  return (
    <main className="lobby replays-page">
      <header className="lobby-title">
        <h1>Replays</h1>
        <p>Every finished game, newest first: open one to watch it again in 3D.</p>
      </header>
      <section className="card lobby-card" aria-label="Finished games" aria-busy={state === 'loading'}>
        {voyages.length > 0 && (
          <ol className="finished-list">
            {voyages.map((v) => (
              <FinishedRow key={v.code} voyage={v} />
            ))}
          </ol>
        )}
        {state === 'ready' && voyages.length === 0 && <p role="status">No game has finished here yet. Play one, and its replay will be listed here.</p>}
        {state === 'loading' && <p className="hint">Reading the logbook…</p>}
        {state === 'error' && (
          <p role="alert">
            {error}{' '}
            <button className="secondary" onClick={() => void load(voyages.length ? next : null)}>
              Try again
            </button>
          </p>
        )}
        {state === 'ready' && next !== null && (
          <button className="secondary" onClick={() => void load(next)}>
            Older games
          </button>
        )}
      </section>
      <p className="watch-elsewhere">
        <a href="/">⛵ Back to the harbour</a>
      </p>
    </main>
  );
}
