// The lobby: a name, quick play, create a room, join by code, watch a stream by its code, or open the replays.
import { useState } from 'react';
import { useStore } from '../store';
import { createRoom, joinByCode, quickPlay } from '../net/join';
import { TIMER_PRESETS, type TimerPreset } from '../../../shared/table/gameAbout';
import type { BotLevel } from '../../../shared/table/step';
import { saveName, savedName } from '../net/session';
import { YourVoyages } from './YourVoyages';
import { LobbyArt } from './LobbyArt';
import { NameField } from './NameField';
import { WatchForm } from '../watch/WatchForm';
import { REPLAYS_PATH } from '../replay/replayPath';
import { BOT_LEVELS } from '../../../shared/table/limits';
import { CODE_LENGTH } from '../../../shared/table/roomCode';
import { GamePicker } from './GamePicker';
import { rehearsal } from '../rehearsal';
import type { ClientGame } from '../clientGame';
import { allGames } from '../games';
import { HOUSE_NAME } from '../houseName';
import { listed } from '../words';

/** A preset's label: the length of the first timer its game's presets set, a turn's in both games (R50, M40). */
function presetLabel(game: ClientGame, preset: TimerPreset): string {
  const firstMs = Object.values(game.timers[preset])[0] ?? 0;
  return firstMs ? `${preset} (${Math.round(firstMs / 1000)} s)` : preset;
}

/** How far the audience feed runs behind the captains; 30 s or more allows an all-seeing cast. */
const CAST_DELAYS: [number, string][] = [
  [0, 'none (watch live)'],
  [10, '10 s'],
  [30, '30 s (all-seeing cast)'],
  [60, '1 min'],
  [120, '2 min'],
  [300, '5 min'],
];

/** The front page. */
export function Lobby() {
  const busy = useStore((s) => s.status === 'connecting');
  const notice = useStore((s) => s.lobbyNotice);
  const [name, setName] = useState(savedName());
  const [code, setCode] = useState('');
  const [game, setGame] = useState<ClientGame>(allGames()[0]);
  const [captains, setCaptains] = useState(4);
  const seats = game.seats;
  const seatCounts = Array.from({ length: seats.max - seats.min + 1 }, (_, i) => seats.min + i);
  const pickGame = (next: ClientGame) => {
    setGame(next);
    setCaptains((n) => Math.min(Math.max(n, next.seats.min), next.seats.max));
  };
  const [bots, setBots] = useState<BotLevel>('normal');
  const [timers, setTimers] = useState<TimerPreset>('standard');
  const [isPrivate, setPrivate] = useState(false);
  const [castDelay, setCastDelay] = useState(0);
  const clean = name.trim();
  const nameless = clean === '';
  const captainName = () => {
    saveName(clean);
    return clean;
  };
  return (
    <main className="lobby">
      <header className="lobby-title">
        <LobbyArt />
        <h1>{HOUSE_NAME}</h1>
        <p>Board games at sea, with friends or bots: {listed(allGames().map((g) => g.title))}.</p>
        <p>
          <a className="how-to-play" href={game.rules} target="_blank" rel="noreferrer">
            📜 How to play {game.title}
          </a>
        </p>
      </header>
      {notice && (
        <p className="card lobby-card lobby-notice" role="alert">
          {notice}
        </p>
      )}
      <YourVoyages />
      <section className="card lobby-card">
        <NameField name={name} onName={setName} />
        {nameless && (
          <p className="hint" role="status">
            Type your name to sail (spectating needs none).
          </p>
        )}
        <button className="big" disabled={busy || nameless} onClick={() => void quickPlay(captainName())}>
          Quick play
        </button>
        <p className="hint">Joins a public game of any kind here: one under way (you take over a bot's seat) or a waiting room; bots fill the empty seats.</p>
        <p className="quick-games">
          Or join a quick game of just one:
          {allGames().map((choice) => (
            <button key={choice.key} disabled={busy || nameless} onClick={() => void quickPlay(captainName(), choice.key)}>
              {choice.title}
            </button>
          ))}
        </p>
      </section>
      <section className="card lobby-card">
        <h2>Make a room</h2>
        <GamePicker game={game} onPick={pickGame} />
        <div className="row">
          <label className="field">
            <span>{game.words.players}</span>
            <select value={captains} onChange={(e) => setCaptains(Number(e.target.value))}>
              {seatCounts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Bot level</span>
            <select value={bots} onChange={(e) => setBots(e.target.value as typeof bots)}>
              {BOT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Timers</span>
            <select value={timers} onChange={(e) => setTimers(e.target.value as TimerPreset)} aria-label="Timers">
              {TIMER_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {presetLabel(game, preset)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="field">
          <span>Stream delay</span>
          <select value={castDelay} onChange={(e) => setCastDelay(Number(e.target.value))} aria-label="Stream delay">
            {CAST_DELAYS.map(([s, words]) => (
              <option key={s} value={s}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} /> Private (invite only)
        </label>
        <button disabled={busy || nameless} onClick={() => void createRoom({ game: game.key, name: captainName(), captains, bots, private: isPrivate, castDelay, ...rehearsal(game.timers[timers]) })}>
          Create room
        </button>
      </section>
      <section className="card lobby-card">
        <h2>Have a code?</h2>
        <input value={code} maxLength={CODE_LENGTH} placeholder="ABCDE" onChange={(e) => setCode(e.target.value.toUpperCase())} aria-label="Room code" className="code-input" />
        <button disabled={busy || nameless || code.length !== CODE_LENGTH} onClick={() => void joinByCode(code, captainName(), false)}>
          Join
        </button>
      </section>
      <section className="card lobby-card" aria-label="Watch a stream">
        <h2>Watch a stream</h2>
        <p className="hint">Type the code in the stream's corner to watch along, predict and cheer (as far behind as the stream).</p>
        <WatchForm />
      </section>
      <section className="card lobby-card" aria-label="Replays">
        <h2>Replays</h2>
        <p className="hint">Every finished game, to watch again in 3D at up to 16x.</p>
        <a className="button-link" href={REPLAYS_PATH}>
          📼 Watch a finished game
        </a>
      </section>
    </main>
  );
}
