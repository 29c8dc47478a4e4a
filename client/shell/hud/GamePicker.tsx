// The lobby's choice of game: each with its one-line description and a small drawing, as a radio group.
import type { ReactNode } from 'react';
import { GAME_KEYS, GAME_LINES, GAME_TITLES, type GameKey } from '../../../shared/table/gameList';

/** Each game's small picture, drawn inline (no download). */
const PICTURES: Record<GameKey, ReactNode> = {
  pastry: (
    <svg viewBox="0 0 64 48" aria-hidden="true">
      <path d="M4 36 q14 8 28 0 t28 0 v12 h-56z" fill="#2b8fd6" />
      <path d="M14 34 h34 l-5 8 h-24z" fill="#8a5a2b" />
      <path d="M31 8 v26" stroke="#5b3a1a" strokeWidth="2" />
      <path d="M31 10 q12 8 0 20z" fill="#fffaf0" />
      <circle cx="24" cy="14" r="6" fill="#f2b45a" stroke="#8a5a2b" strokeWidth="1.5" />
    </svg>
  ),
  merchant: (
    <svg viewBox="0 0 64 48" aria-hidden="true">
      <path d="M4 36 q14 8 28 0 t28 0 v12 h-56z" fill="#2b8fd6" />
      <path d="M8 34 h26 l-4 7 h-18z" fill="#6b4a2b" />
      <path d="M21 10 v24" stroke="#4a3020" strokeWidth="2" />
      <path d="M21 12 q9 7 0 17z" fill="#f4e3c0" />
      <rect x="40" y="26" width="8" height="8" fill="#c8903c" stroke="#5b3a1a" />
      <circle cx="54" cy="18" r="5" fill="#f5c542" stroke="#a07a10" />
      <path d="M44 6 l8 3 -8 3z" fill="#222" />
    </svg>
  ),
};

/** The games as radio cards; `onPick` hears the chosen key. */
export function GamePicker({ game, onPick }: { game: GameKey; onPick: (game: GameKey) => void }) {
  return (
    <fieldset className="game-picker">
      <legend>Game</legend>
      {GAME_KEYS.map((key) => (
        <label key={key} className={key === game ? 'game-choice chosen' : 'game-choice'}>
          <input type="radio" name="game" value={key} checked={key === game} onChange={() => onPick(key)} />
          {PICTURES[key]}
          <span>
            <strong>{GAME_TITLES[key]}</strong>
            <small>{GAME_LINES[key]}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
