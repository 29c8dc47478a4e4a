// The lobby's choice of game: each with its one-line description and its small drawing, as a radio group.
import type { ClientGame } from '../clientGame';
import { allGames } from '../games';

/** The games as radio cards; `onPick` hears the chosen one. */
export function GamePicker({ game, onPick }: { game: ClientGame; onPick: (game: ClientGame) => void }) {
  return (
    <fieldset className="game-picker">
      <legend>Game</legend>
      {allGames().map((choice) => (
        <label key={choice.key} className={choice === game ? 'game-choice chosen' : 'game-choice'}>
          <input type="radio" name="game" value={choice.key} checked={choice === game} onChange={() => onPick(choice)} />
          <choice.Picture />
          <span>
            <strong>{choice.title}</strong>
            <small>{choice.blurb}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
